import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support';
import { insertRefreshToken } from '../auth/refresh-token-store';
import { insertUser } from '../modules/users/store';
import { createLogger } from '../logger';
import type { Database } from '../db/types';
import { jobRegistry } from './definitions';
import { JobQueue } from './queue';
import { buildJobRegistry, defineJob, jobType, queuedJob } from './registry';
import { purgeRefreshTokensJob } from './handlers/purge-refresh-tokens';
import { z } from 'zod';
import { testServices } from '../test-support/services';

let database: Database;
let queue: JobQueue;
let services: ReturnType<typeof testServices>;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = new JobQueue({
    database,
    registry: jobRegistry,
    logger: createLogger('silent'),
    work: true,
    maintain: false,
  });
  services = testServices(database, queue);
  await queue.start(services);
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

describe('job queue', () => {
  it('runs a queued job to completion on this database', async () => {
    const user = await insertUser(database.db, { email: 'jobs@example.com' });
    const past = new Date(Date.now() - 1000);
    await insertRefreshToken(database.db, {
      id: crypto.randomUUID(),
      userId: user.id,
      familyId: crypto.randomUUID(),
      token: 'old',
      expiresAt: past,
    });
    await insertRefreshToken(database.db, {
      id: crypto.randomUUID(),
      userId: user.id,
      familyId: crypto.randomUUID(),
      token: 'new',
      expiresAt: new Date(Date.now() + 60_000),
    });

    await queue.send(purgeRefreshTokensJob, {});
    await expect
      .poll(async () => (await database.executeSql('select count(*)::int as n from refresh_tokens')).rows[0]?.n, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(1);
    const health = await queue.health();
    expect(health.ok).toBe(true);
    // Timed for the operator, by job and outcome.
    await expect
      .poll(async () => services.metrics.registry.getSingleMetricAsString('job_seconds'), { timeout: 5_000 })
      .toMatch(/job_seconds_count\{job="maintenance.purge-refresh-tokens",outcome="completed"\} 1/);
  });

  it('refuses to send a job nobody registered', async () => {
    await expect(queue.send(jobType('no.such-job', z.object({})), {})).rejects.toThrow(/No job named/);
  });
});

describe('job registry', () => {
  const job = (name: string) =>
    defineJob({
      type: jobType(name, z.object({})),
      handler: async () => undefined,
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 10,
    });

  it('refuses duplicates and badly named jobs at boot', () => {
    expect(() => buildJobRegistry([job('a.b'), job('a.b')])).toThrow(/registered twice/);
    expect(() => buildJobRegistry([job('Bad Name')])).toThrow(/dotted lower-case/);
    expect(buildJobRegistry([job('render.image'), job('render.video')]).size).toBe(2);
  });
});

describe('a worker for some queues', () => {
  it('works only the jobs it names, and reports job states through the queue', async () => {
    const ran: string[] = [];
    const record = (name: string) =>
      defineJob({
        type: jobType(name, z.object({ n: z.number() })),
        handler: async ({ n }) => void ran.push(`${name}:${n}`),
        retryLimit: 0,
        retryDelaySeconds: 1,
        expireInSeconds: 10,
        pollingIntervalSeconds: 0.5,
      });
    const wanted = record('test.wanted');
    const other = record('test.other');
    const own = await createTestDatabase();
    const partial = new JobQueue({
      database: own,
      registry: buildJobRegistry([wanted, other]),
      logger: createLogger('silent'),
      work: true,
      queues: ['test.wanted'],
      maintain: false,
    });
    try {
      await partial.start(testServices(own, partial));
      const otherId = await partial.send(other.type, { n: 2 });
      const wantedId = await partial.send(wanted.type, { n: 1 });
      await expect.poll(() => partial.stateOf(wanted.type, wantedId!), { timeout: 10_000 }).toBe('completed');
      expect(ran).toEqual(['test.wanted:1']);
      expect(await partial.stateOf(other.type, otherId!)).toBe('created');
      expect(await partial.stateOf(other.type, crypto.randomUUID())).toBeNull();
      expect(await partial.health()).toMatchObject({ ok: true, queued: 1, active: 0 });
    } finally {
      await partial.stop();
      await own.close();
    }
  });

  it('queues several jobs in one go: each id at most once, a later start kept, the payloads checked', async () => {
    const ran: string[] = [];
    const record = defineJob({
      type: jobType('test.together', z.object({ n: z.number() })),
      handler: async ({ n }) => void ran.push(`n:${n}`),
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 10,
      pollingIntervalSeconds: 0.5,
      concurrency: 2,
    });
    const own = await createTestDatabase();
    const together = new JobQueue({
      database: own,
      registry: buildJobRegistry([record]),
      logger: createLogger('silent'),
      work: true,
      maintain: false,
    });
    try {
      await together.start(testServices(own, together));
      const [a, b, later] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      await together.sendAll([
        queuedJob(record.type, { n: 1 }, { id: a }),
        queuedJob(record.type, { n: 2 }, { id: b }),
        queuedJob(record.type, { n: 3 }, { id: later, startAfterSeconds: 30 }),
      ]);
      // The same id again: not a second job.
      await together.sendAll([queuedJob(record.type, { n: 9 }, { id: a })]);
      await expect.poll(() => together.stateOf(record.type, b), { timeout: 10_000 }).toBe('completed');
      await expect.poll(() => together.stateOf(record.type, a), { timeout: 10_000 }).toBe('completed');
      expect(ran.sort()).toEqual(['n:1', 'n:2']);
      expect(await together.stateOf(record.type, later)).toBe('created');
      await expect(together.sendAll([queuedJob(record.type, { n: 'x' as unknown as number })])).rejects.toThrow();
    } finally {
      await together.stop();
      await own.close();
    }
  });

  it('refuses to start for a queue nobody registered', async () => {
    const own = await createTestDatabase();
    const partial = new JobQueue({
      database: own,
      registry: jobRegistry,
      logger: createLogger('silent'),
      work: true,
      queues: ['no.such-job'],
      maintain: false,
    });
    try {
      await expect(partial.start(testServices(own, partial))).rejects.toThrow(/No job named no\.such-job/);
    } finally {
      await partial.stop();
      await own.close();
    }
  });
});

describe('stopping', () => {
  it('waits for a fetch sent before the stop: its job is not run, goes back in line, and nothing reaches the database after', async () => {
    const ran: number[] = [];
    const record = defineJob({
      type: jobType('test.stopping', z.object({ n: z.number() })),
      handler: async ({ n }) => void ran.push(n),
      retryLimit: 2,
      retryDelaySeconds: 1,
      expireInSeconds: 10,
      pollingIntervalSeconds: 0.5,
    });
    const own = await createTestDatabase();
    let holdFetch = false;
    let releaseFetch = () => {};
    const fetchHeld = new Promise<void>((resolve) => (releaseFetch = resolve));
    let fetchSent = () => {};
    const fetching = new Promise<void>((resolve) => (fetchSent = resolve));
    let stopped = false;
    const afterStop: string[] = [];
    // The database as pg-boss sees it: its next fetch waits until the stop has begun.
    const watched: Database = {
      ...own,
      executeSql: async (text, values) => {
        if (stopped) afterStop.push(text);
        if (holdFetch && text.includes('SKIP LOCKED')) {
          fetchSent();
          await fetchHeld;
        }
        return own.executeSql(text, values);
      },
    };
    const stopping = new JobQueue({
      database: watched,
      registry: buildJobRegistry([record]),
      logger: createLogger('silent'),
      work: true,
      maintain: false,
    });
    try {
      await stopping.start(testServices(own, stopping));
      holdFetch = true;
      const id = await stopping.send(record.type, { n: 1 });
      await fetching;
      const stop = stopping.stop();
      await new Promise((resolve) => setTimeout(resolve, 100));
      releaseFetch();
      await stop;
      stopped = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(afterStop).toEqual([]);
      stopped = false;
      expect(ran).toEqual([]);
      expect(await stopping.stateOf(record.type, id!)).toBe('retry');
    } finally {
      await stopping.stop();
      await own.close();
    }
  });
});

describe('a worker with --concurrency', () => {
  it('runs that many jobs of a kind side by side, whatever the job itself says', async () => {
    let running = 0;
    let most = 0;
    const slow = defineJob({
      type: jobType('test.slow', z.object({ n: z.number() })),
      handler: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 600));
        running -= 1;
      },
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 10,
      pollingIntervalSeconds: 0.5,
      concurrency: 1,
    });
    const own = await createTestDatabase();
    const wide = new JobQueue({
      database: own,
      registry: buildJobRegistry([slow]),
      logger: createLogger('silent'),
      work: true,
      concurrency: 3,
      maintain: false,
    });
    try {
      await wide.start(testServices(own, wide));
      const ids = await Promise.all([1, 2, 3].map((n) => wide.send(slow.type, { n })));
      await expect
        .poll(async () => Promise.all(ids.map((id) => wide.stateOf(slow.type, id!))), { timeout: 15_000 })
        .toEqual(['completed', 'completed', 'completed']);
      expect(most).toBe(3);
    } finally {
      await wide.stop();
      await own.close();
    }
  });
});

describe('job leases (PostgreSQL)', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'leaves a job alone while its worker lives, and puts one whose worker died back in line at once',
    async () => {
      const type = jobType('test.leased', z.object({ n: z.number() }));
      const unfinished = new Set<string>();
      const runs: number[] = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const registry = buildJobRegistry([
        defineJob({
          type,
          handler: async ({ n }) => {
            runs.push(n);
            if (n === 1) await held;
          },
          retryLimit: 2,
          retryDelaySeconds: 1,
          expireInSeconds: 600,
          pollingIntervalSeconds: 0.5,
          unfinishedJobIds: async () => [...unfinished],
        }),
      ]);
      const options = { database, registry, logger: createLogger('silent'), maintain: false };
      const living = new JobQueue({ ...options, work: true });
      await living.start(testServices(database, living));
      const sender = new JobQueue({ ...options, work: false });
      await sender.start();
      let later: JobQueue | undefined;
      try {
        // One job run by a living worker, and one left active by a worker that died (no lock held).
        const live = (await living.send(type, { n: 1 }))!;
        unfinished.add(live);
        await expect.poll(() => runs, { timeout: 10_000 }).toEqual([1]);
        // `living` runs one at a time and is busy: only a sweep can get the second job run.
        const dead = (await sender.send(type, { n: 2 }, { id: crypto.randomUUID() }))!;
        unfinished.add(dead);
        // Both look older than the lease grace; only the first one's lock is held (by `living`).
        await database.executeSql(
          `update pgboss.job set state = 'active', started_on = now() - interval '10 seconds' where id = any($1::uuid[])`,
          [[live, dead]],
        );
        later = new JobQueue({ ...options, work: true });
        await later.start(testServices(database, later));
        await expect.poll(() => runs, { timeout: 10_000 }).toEqual([1, 2]);
        expect(await later.stateOf(type, live)).toBe('active');
      } finally {
        release();
        await later?.stop();
        await living.stop();
        await sender.stop();
      }
    },
    30_000,
  );
});
