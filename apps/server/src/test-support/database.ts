import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import { pgliteDatabase, postgresDatabase } from '../db/open';
import { createPglite } from '../db/pglite-client';
import type { Database } from '../db/types';
import { adminUrl } from './postgres-urls';

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
    const database = postgresDatabase(new pg.Pool({ connectionString: adminUrl(testUrl, name), max: 5 }), 'postgres');
    return {
      ...database,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: adminUrl(testUrl) });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      },
    };
  }
  const file = inject('pgliteTemplateFile');
  const pglite = await createPglite(undefined, { loadDataDir: new Blob([readFileSync(file)]) });
  return pgliteDatabase(pglite);
}
