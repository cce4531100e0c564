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

  it('say at once that a meme whose file is gone is not found, queueing nothing', async () => {
    const owner = await createTestUser(web.database);
    const headers = await bearerFor(web, owner);
    const id = randomUUID();
    await insertMemes(web.database.db, [
      {
        id,
        userId: owner.id,
        type: 2,
        unhingedLevel: 1,
        jobId: randomUUID(),
        status: 'finished',
        fileKey: `memes/${id}/gone.mp4`,
      },
    ]);
    const waitingBefore = (await web.queue.waitingByQueue())[convertGifJob.name];
    const response = await web.app.inject({ method: 'GET', url: `${ENDPOINTS.memeDownload(id)}?format=gif`, headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: MESSAGES.memeNotFound });
    expect((await web.queue.waitingByQueue())[convertGifJob.name]).toBe(waitingBefore);
  });

  it('end the wait when the worker could not make the GIF, instead of promising it', async () => {
    const worked = await buildTestApp({ work: true, gifWaitMs: 60_000 });
    try {
      const owner = await createTestUser(worked.database);
      const headers = await bearerFor(worked, owner);
      const id = randomUUID();
      const fileKey = `memes/${id}/meme.mp4`;
      await worked.storage.put(fileKey, Buffer.from('not a video at all'), { contentType: 'video/mp4' });
      await insertMemes(worked.database.db, [
        { id, userId: owner.id, type: 2, unhingedLevel: 1, jobId: randomUUID(), status: 'finished', fileKey },
      ]);
      const started = Date.now();
      const response = await worked.app.inject({
        method: 'GET',
        url: `${ENDPOINTS.memeDownload(id)}?format=gif`,
        headers,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ detail: MESSAGES.serverError });
      expect(Date.now() - started).toBeLessThan(60_000);
    } finally {
      await worked.close();
    }
  }, 90_000);
});
