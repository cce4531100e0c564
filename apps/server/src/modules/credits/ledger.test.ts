import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { creditLedger, users } from '../../db/schema';
import type { Database } from '../../db/types';
import { createTestDatabase, createTestUser } from '../../test-support';
import { InsufficientCredits } from '../../domain-errors';
import { grantCredits, ledgerOf, refundMeme, spendForMemes } from './ledger-store';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const balanceOf = async (userId: number) =>
  (await database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;

/** The ledger is the record: its deltas add up to the balance, and each row's balanceAfter reads true. */
async function expectLedgerAddsUp(userId: number) {
  const rows = await ledgerOf(database.db, userId);
  let running = 0;
  for (const row of rows) {
    running += row.delta;
    expect(row.balanceAfter).toBe(running);
  }
  expect(running).toBe(await balanceOf(userId));
}

describe('credit ledger', () => {
  it('opens an account with its sign-up credits as a grant', async () => {
    const user = await createTestUser(database, { credits: 30 });
    const rows = await ledgerOf(database.db, user.id);
    expect(rows.map(({ kind, delta, reason }) => ({ kind, delta, reason }))).toEqual([
      { kind: 'grant', delta: 30, reason: 'Sign-up credits' },
    ]);
    await expectLedgerAddsUp(user.id);
  });

  it('spends one credit per meme, all or nothing', async () => {
    const user = await createTestUser(database, { credits: 5 });
    const memes = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await database.db.transaction((tx) => spendForMemes(tx, user.id, memes, 'four memes'));
    expect(await balanceOf(user.id)).toBe(1);
    await expect(
      database.db.transaction((tx) => spendForMemes(tx, user.id, [randomUUID(), randomUUID()], 'two more')),
    ).rejects.toBeInstanceOf(InsufficientCredits);
    expect(await balanceOf(user.id)).toBe(1);
    await expectLedgerAddsUp(user.id);
  });

  it('never overspends when spends race', async () => {
    const user = await createTestUser(database, { credits: 10 });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        database.db.transaction((tx) => spendForMemes(tx, user.id, [randomUUID(), randomUUID(), randomUUID()], 'race')),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await balanceOf(user.id)).toBe(1);
    await expectLedgerAddsUp(user.id);
  });

  it('refunds a paid meme once, and a meme never paid for not at all', async () => {
    const user = await createTestUser(database, { credits: 3 });
    const meme = randomUUID();
    await database.db.transaction((tx) => spendForMemes(tx, user.id, [meme], 'one'));
    expect(await database.db.transaction((tx) => refundMeme(tx, user.id, meme, 'failed'))).toBe(true);
    expect(await database.db.transaction((tx) => refundMeme(tx, user.id, meme, 'failed again'))).toBe(false);
    expect(await database.db.transaction((tx) => refundMeme(tx, user.id, randomUUID(), 'never paid'))).toBe(false);
    expect(await balanceOf(user.id)).toBe(3);
    await expectLedgerAddsUp(user.id);
  });

  it('records support grants and take-backs', async () => {
    const user = await createTestUser(database, { credits: 0 });
    expect(await grantCredits(database.db, user.id, 50, 'Support: apology')).toBe(50);
    expect(await grantCredits(database.db, user.id, -20, 'Support: correction')).toBe(30);
    const rows = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(rows.map((row) => row.delta)).toEqual([50, -20]);
    await expectLedgerAddsUp(user.id);
  });
});
