import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support';
import { insertRefreshToken } from '../auth/refresh-token-store';
import { insertUser } from '../modules/users/store';
import { createLogger } from '../logger';
import type { Database } from '../db/types';
import { jobRegistry } from './definitions';
import { JobQueue } from './queue';
import { buildJobRegistry, defineJob } from './registry';
import { z } from 'zod';
import { testJobServices } from '../test-support/job-services';

let database: Database;
let queue: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = new JobQueue({
    database,
    registry: jobRegistry,
    logger: createLogger('silent'),
    work: true,
    maintain: false,
    services: testJobServices(),
  });
  await queue.start();
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

    await queue.send('maintenance.purge-refresh-tokens', {});
    await expect
      .poll(async () => (await database.executeSql('select count(*)::int as n from refresh_tokens')).rows[0]?.n, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(1);
    const health = await queue.health();
    expect(health.ok).toBe(true);
  });

  it('refuses to send a job nobody registered', async () => {
    await expect(queue.send('no.such-job', {})).rejects.toThrow(/No job named/);
  });
});

describe('job registry', () => {
  const job = (name: string) =>
    defineJob({
      name,
      payload: z.object({}),
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
