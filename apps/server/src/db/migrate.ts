import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { SERVER_ROOT } from '../server-root';
import type { Database } from './types';

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

/** Any fixed number: every process migrating the same PostgreSQL waits on this advisory lock. */
const MIGRATION_LOCK_KEY = 720_514_001;

/** Applies the generated SQL migrations; safe to run from several processes at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, (db) => migratePg(db as unknown as NodePgDatabase, config));
}
