import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS, pgliteDatabase, postgresDatabase } from '../db/open';
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
  const pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]), extensions: PGLITE_EXTENSIONS });
  return pgliteDatabase(pglite);
}
