/**
 * Starting many processes on one PostgreSQL database (decision 055). Found by the multi-process
 * test, where one web process in three never started: pg-boss 10 deadlocks when two processes
 * create their queues at once, and the start that lost then hung for ever instead of failing,
 * because closing the pool waited for the connection the change listener held.
 * PostgreSQL only (TEST_DATABASE_URL); on PGlite one process owns the database.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresDatabase } from '../db/open';
import { jobRegistry } from '../jobs/definitions';
import { JobQueue } from '../jobs/queue';
import { createLogger } from '../logger';
import { dropTestDatabase } from '../test-support/database';
import { adminUrl } from '../test-support/postgres-urls';
import { buildServer, SERVER_BUNDLE_ARGS } from '../test-support/server-build';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const require = createRequire(import.meta.url);
const PG_BOSS_SCHEMA_VERSION = (require('pg-boss/version.json') as { schema: number }).schema;
const testUrl = process.env.TEST_DATABASE_URL;
const created: string[] = [];

/** A database with nothing in it, as a first deploy finds. */
async function emptyDatabase(): Promise<string> {
  const name = `memeforge_start_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(testUrl!) });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  created.push(name);
  return adminUrl(testUrl!, name);
}

afterEach(async () => {
  for (const name of created.splice(0)) await dropTestDatabase(testUrl!, name);
});

describe.skipIf(!testUrl)('starting on PostgreSQL', () => {
  it('four processes setting the queues up on an empty database at once all start', async () => {
    for (let round = 0; round < 3; round++) {
      const url = await emptyDatabase();
      const databases = Array.from({ length: 4 }, () =>
        postgresDatabase(new pg.Pool({ connectionString: url, max: 4 }), 'postgres'),
      );
      const queues = databases.map(
        (database) =>
          new JobQueue({
            database,
            registry: jobRegistry,
            logger: createLogger('silent'),
            work: false,
            maintain: false,
          }),
      );
      const starts = await Promise.allSettled(queues.map((queue) => queue.start()));
      for (const queue of queues) await queue.stop();
      for (const database of databases) await database.close();
      expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'started'))).toEqual(
        Array(4).fill('started'),
      );
    }
  });

  it('a start that fails once it listens for changes ends with its reason instead of hanging', async () => {
    buildServer();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'start-failure-'));
    try {
      // A queue schema pg-boss takes as current but whose functions are missing: its set-up fails
      // after the process has started listening, as the deadlock made it fail.
      const url = await emptyDatabase();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(
        `create schema pgboss;
         create table pgboss.version (version int primary key, maintained_on timestamptz, cron_on timestamptz);
         insert into pgboss.version (version) values (${PG_BOSS_SCHEMA_VERSION})`,
      );
      await client.end();
      const child = spawn(process.execPath, [...SERVER_BUNDLE_ARGS, 'worker'], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text));
      const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
      const [code, signal] = (await new Promise((resolve) => child.once('exit', (...ended) => resolve(ended)))) as [
        number | null,
        NodeJS.Signals | null,
      ];
      clearTimeout(timer);
      expect({ code, signal }, stderr).toEqual({ code: 1, signal: null });
      expect(stderr).toContain('function pgboss.create_queue');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
