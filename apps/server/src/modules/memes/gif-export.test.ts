/**
 * GIF exports go through the queue, so how many run at once is the workers' to limit, across the
 * cluster: a web process without workers makes none itself, keeps one job per GIF however many
 * downloads ask, and answers a 503 in words when no worker has made it in time; a worker then
 * makes it, and the next download is that file.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, MESSAGES } from '@memeforge/contract';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeVideo } from '../../test-support/media';
import { convertedFileKey } from './meme-files';
import { insertMemes } from './store';
import { convertGifJob } from './gif-export';
import { JobQueue } from '../../jobs/queue';
import { jobRegistry } from '../../jobs/definitions';
import { testServices } from '../../test-support/services';

let web: TestApp;
beforeAll(async () => {
  web = await buildTestApp({ gifWaitMs: 600 });
});
afterAll(async () => {
  await web?.close();
});

describe('GIF exports', () => {
  it('are made by a worker, one job per GIF, the web process answering a 503 in words meanwhile', async () => {
    const owner = await createTestUser(web.database);
    const headers = await bearerFor(web, owner);
    const id = randomUUID();
    const fileKey = `memes/${id}/meme.mp4`;
    await web.storage.put(fileKey, await makeVideo(1, 320, 240), { contentType: 'video/mp4' });
    await insertMemes(web.database.db, [
      { id, userId: owner.id, type: 2, unhingedLevel: 1, jobId: randomUUID(), status: 'finished', fileKey },
    ]);
    const download = () => web.app.inject({ method: 'GET', url: `${ENDPOINTS.memeDownload(id)}?format=gif`, headers });

    const [first, second] = await Promise.all([download(), download()]);
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: MESSAGES.gifStillBeingMade });
    }
    expect((await web.queue.waitingByQueue())[convertGifJob.name]).toBe(1);
    expect(await web.storage.exists(convertedFileKey(fileKey, 'gif'))).toBe(false);

    // A worker process on the same database and storage makes it.
    const worker = new JobQueue({
      database: web.database,
      registry: jobRegistry,
      logger: web.services.logger,
      work: true,
      maintain: false,
      queues: [convertGifJob.name],
    });
    await worker.start(testServices(web.database, worker, { storage: web.storage }));
    try {
      await expect
        .poll(() => web.storage.exists(convertedFileKey(fileKey, 'gif')), { timeout: 30_000, interval: 200 })
        .toBe(true);
    } finally {
      await worker.stop();
    }
    const made = await download();
    expect(made.statusCode).toBe(200);
    expect(made.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  }, 60_000);
});
