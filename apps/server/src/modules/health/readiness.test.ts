/**
 * GET /api/ready: 503 while the starter library has not been loaded once, 200 when the start-up
 * job has loaded it (queued once however many processes ask), 503 naming the part that fails.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type ReadyResponse } from '@memeforge/contract';
import { LocalMediaStorage } from '../../adapters/storage';
import { prepareLibraryJob } from '../../jobs/handlers/startup';
import { createLogger } from '../../logger';
import { buildTestApp, type TestApp } from '../../test-support';
import { makeImage } from '../../test-support/media';
import { checkReadiness } from './readiness-service';

let t: TestApp;
let library: string;

beforeAll(async () => {
  library = await mkdtemp(path.join(tmpdir(), 'ready-library-'));
  await writeFile(path.join(library, 'first.png'), await makeImage(240, 180));
  await writeFile(
    path.join(library, 'manifest.json'),
    JSON.stringify({ templates: [{ file: 'first.png', title: 'First', description: 'The first starter' }] }),
  );
  t = await buildTestApp({ work: true, starterLibraryDir: library });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await rm(library, { recursive: true, force: true });
});

const ready = () => t.app.inject({ method: 'GET', url: ENDPOINTS.ready });

describe('GET /api/ready', () => {
  it('answers 503 on a fresh install until the start-up job has loaded the starter library, then 200', async () => {
    const before = await ready();
    expect(before.statusCode).toBe(503);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json<ReadyResponse>()).toEqual({
      status: 'not_ready',
      checks: { database: true, queue: true, storage: true, library: false },
    });

    // Several processes starting together each queue it: one job waits, the others are absorbed.
    const sent = await Promise.all([1, 2, 3].map(() => t.queue.send(prepareLibraryJob, {}, { unlessWaiting: true })));
    const queued = sent.filter((id) => id !== null).length;
    expect(queued).toBeGreaterThanOrEqual(1);
    expect(queued).toBeLessThanOrEqual(2);

    await expect.poll(async () => (await ready()).statusCode, { timeout: 30_000, interval: 200 }).toBe(200);
    expect((await ready()).json<ReadyResponse>()).toEqual({
      status: 'ready',
      checks: { database: true, queue: true, storage: true, library: true },
    });
  }, 60_000);

  it('names the part that fails: a media folder that cannot be written', async () => {
    const blocked = new LocalMediaStorage(
      path.join(library, 'first.png', 'media'),
      'a-secret-for-this-test-only-000000',
    );
    const readiness = await checkReadiness({ ...t.services, storage: blocked }, createLogger('silent'));
    expect(readiness.status).toBe('not_ready');
    expect(readiness.checks.storage).toBe(false);
    expect(readiness.checks.database).toBe(true);
  });
});
