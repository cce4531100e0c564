import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import { pgliteDatabase, postgresDatabase } from '../db/open';
import { createPglite } from '../db/pglite-client';
import type { Database } from '../db/types';
import { adminUrl } from './postgres-urls';

/**
 * A pool that, asked for a connection after it ended, says who asked: pg's own error carries no
 * stack of the caller, and test files share a worker (decision 060), so work a file left running
 * after its close fails in whichever file runs next.
 */
class NamingLateCallerPool extends pg.Pool {
  override connect(...args: unknown[]): never {
    if (this.ended) {
      const error = new Error('Cannot use a pool after calling end on the pool: work left running after close');
      Error.captureStackTrace(error, NamingLateCallerPool.prototype.connect);
      throw error;
    }
    return (super.connect as (...rest: unknown[]) => never)(...args);
  }
}

/**
 * A database of this test file's own, cloned from the migrated template: PGlite in memory by
 * default, a fresh PostgreSQL database when TEST_DATABASE_URL is set. close() drops it.
 */
export async function createTestDatabase(): Promise<Database> {
  const testUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (testUrl && template) {
    const name = `memeforge_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
    await admin.connect();
    try {
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.end();
    }
    const database = postgresDatabase(
      new NamingLateCallerPool({ connectionString: adminUrl(testUrl, name), max: 5 }),
      'postgres',
    );
    return {
      ...database,
      async close() {
        await database.close();
        await dropTestDatabase(testUrl, name);
      },
    };
  }
  const file = inject('pgliteTemplateFile');
  const pglite = await createPglite(undefined, { loadDataDir: new Blob([readFileSync(file)]) });
  return pgliteDatabase(pglite);
}

/**
 * Drops a test database on the PostgreSQL server of TEST_DATABASE_URL once its connections are gone:
 * pool.end() resolves before its clients' sockets have closed, and dropping with force while they
 * close would terminate them, and each would throw an uncaught error in the test.
 */
export async function dropTestDatabase(testUrl: string, name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: adminUrl(testUrl) });
  await dropper.connect();
  try {
    for (let waited = 0; waited < 5000; waited += 50) {
      const { rows } = await dropper.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await dropper.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await dropper.end();
  }
}
