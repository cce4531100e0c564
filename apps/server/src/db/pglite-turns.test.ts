/**
 * Queries on the embedded database take turns with the event loop: a socket waiting to be accepted
 * or read gets its turn while hundreds of queries wait, instead of after all of them.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, drizzleClientOf } from './pglite-client';
import { pgliteExecutor } from './pglite-executor';

const QUERIES = 300;

let pglite: PGlite;
beforeAll(async () => {
  pglite = await createPglite(undefined);
});
afterAll(() => pglite.close());

/** How many of `QUERIES` queries had finished when the event loop next got a turn. */
async function finishedBeforeTheLoopTurned(query: () => Promise<unknown>): Promise<number> {
  let finished = 0;
  const queries = Array.from({ length: QUERIES }, () => query().then(() => (finished += 1)));
  const atTurn = new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
  await Promise.all(queries);
  return atTurn;
}

describe('queries on the embedded database', () => {
  it('PGlite alone runs every waiting query before the event loop turns (why the turns exist)', async () => {
    expect(await finishedBeforeTheLoopTurned(() => pglite.query('select 1'))).toBe(QUERIES);
  });

  it('let the event loop turn while hundreds wait, through Drizzle’s client and raw SQL alike', async () => {
    const client = drizzleClientOf(pglite);
    const raw = pgliteExecutor(pglite);
    expect(await finishedBeforeTheLoopTurned(() => client.query('select 1'))).toBeLessThan(QUERIES);
    expect(await finishedBeforeTheLoopTurned(() => raw('select $1::int', [1]))).toBeLessThan(QUERIES);
  });

  it('still run in the order they were asked, a transaction as one turn', async () => {
    const client = drizzleClientOf(pglite);
    await client.query('create table turns (n int)');
    const order: string[] = [];
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into turns values (1)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query('insert into turns values (2)');
      order.push('transaction');
    });
    const after = client.query<{ count: number }>('select count(*)::int as count from turns').then((result) => {
      order.push('after');
      return result.rows[0]?.count;
    });
    expect(await after).toBe(2);
    await transaction;
    expect(order).toEqual(['transaction', 'after']);
  });
});
