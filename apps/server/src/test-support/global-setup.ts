/**
 * Vitest global set-up for database tests: migrate ONE template database, then let every test file
 * clone it (PGlite: load a dumped data dir, ~0.7 s instead of ~4 s; PostgreSQL: CREATE DATABASE
 * ... TEMPLATE, milliseconds). Set TEST_DATABASE_URL to run on PostgreSQL.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { pgliteDatabase, postgresDatabase } from '../db/open';
import { createPglite } from '../db/pglite-client';
import { migrateDatabase } from '../db/migrate';
import type { Database } from '../db/types';
import { jobRegistry } from '../jobs/definitions';
import { JobQueue } from '../jobs/queue';
import { createLogger } from '../logger';
import { adminUrl, templateDatabaseName } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: string;
  }
}

/** Our migrations plus the queue's own schema, so clones need no set-up at all. */
async function prepare(database: Database) {
  await migrateDatabase(database);
  const queue = new JobQueue({
    database,
    registry: jobRegistry,
    logger: createLogger('silent'),
    work: false,
    maintain: false,
  });
  await queue.start();
  await queue.stop();
}

export default async function setup(project: TestProject) {
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) {
    const name = templateDatabaseName();
    const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
    await admin.connect();
    await admin.query(`drop database if exists "${name}"`);
    await admin.query(`create database "${name}"`);
    const pool = new pg.Pool({ connectionString: adminUrl(testUrl, name), max: 2 });
    const database = postgresDatabase(pool, 'postgres');
    await prepare(database);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplateFile', '');
    return async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  }

  const pglite = await createPglite(undefined);
  const database = pgliteDatabase(pglite);
  await prepare(database);
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'memeforge-test-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
