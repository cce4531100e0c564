/**
 * database-per-test: a fresh migrated PGlite database (what a test would pay without the
 * template) versus a clone of a dumped, migrated template (what the test helper does).
 */
import { pgliteDatabase } from '../apps/server/src/db/open';
import { createPglite } from '../apps/server/src/db/pglite-client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { median, timed } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function freshMigrated(): Promise<void> {
  const database = pgliteDatabase(await createPglite(undefined));
  await migrateDatabase(database);
  await database.close();
}

export async function databasePerTest(): Promise<void> {
  const pglite = await createPglite(undefined);
  const template = pgliteDatabase(pglite);
  await migrateDatabase(template);
  const dump = await pglite.dumpDataDir('none');
  await template.close();

  const fresh: number[] = [];
  const cloned: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    fresh.push(await timed(freshMigrated));
    cloned.push(
      await timed(async () => {
        const clone = await createPglite(undefined, { loadDataDir: dump });
        await clone.query('select count(*) from users');
        await clone.close();
      }),
    );
  }
  const freshMs = median(fresh);
  const cloneMs = median(cloned);
  console.log(`database-per-test (median of ${RUNS})`);
  console.log(`  fresh PGlite + migrations: ${freshMs.toFixed(0)} ms`);
  console.log(`  clone of migrated template: ${cloneMs.toFixed(0)} ms`);
  console.log(`  ratio fresh/clone: ${(freshMs / cloneMs).toFixed(1)}x`);
}
