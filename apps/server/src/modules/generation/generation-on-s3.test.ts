/**
 * The product with its media in an S3 bucket (s3rver, a real S3 API server): templates ingested
 * into the bucket, image and video memes rendered from it by the jobs and written back, every
 * file URL the API hands out fetched from the bucket, converted downloads streamed from it, the
 * page's Content-Security-Policy letting the browser load them, and a deleted meme's file gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ENDPOINTS, type GenerateResponse } from '@memeforge/contract';
import { S3MediaStorage } from '../../adapters/storage';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { waitForJobStatuses } from '../../test-support/job-status';
import { makeVideo } from '../../test-support/media';
import { fetchMedia, startS3Server, type TestS3Server } from '../../test-support/s3-server';
import { ingestTopicImages } from '../../test-support/templates';
import { ingestTemplate } from '../templates/ingest';

let server: TestS3Server;
let storage: S3MediaStorage;
let t: TestApp<S3MediaStorage>;

beforeAll(async () => {
  server = await startS3Server();
  storage = new S3MediaStorage(server.settings);
  t = await buildTestApp({ storage, work: true, generationFastPathWaitMs: 30_000 });
  const ctx = { db: t.database.db, storage };
  await ingestTopicImages(ctx, ['office coffee', 'cats at work', 'monday meetings', 'pizza night']);
  for (const topic of ['dramatic zoom', 'slow pan']) {
    await ingestTemplate(ctx, await makeVideo(2, 320, 240), {
      title: topic,
      description: `A ${topic} video`,
      keywords: topic.split(' '),
      levels: [1, 2, 3, 4, 5],
    });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  storage?.destroy();
  await server?.close();
});

/** A new user's first image meme about the topic, generated through the API. */
async function firstImageMeme(description: string) {
  const user = await createTestUser(t.database, { credits: 30 });
  const headers = await bearerFor(t, user);
  const response = await t.app.inject({
    method: 'POST',
    url: ENDPOINTS.generate,
    headers,
    payload: { description, mediaType: 'images' },
  });
  return { headers, meme: response.json<GenerateResponse>().memes[0]! };
}

describe('media in an S3 bucket', () => {
  it('renders image and video memes from the bucket into it, and every file URL serves from the bucket', async () => {
    const user = await createTestUser(t.database, { credits: 30, plan: 'pro' });
    const headers = await bearerFor(t, user);
    const response = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.generate,
      headers,
      payload: { description: 'cats at work on a monday', mediaType: 'both' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { memes } = response.json<GenerateResponse>();
    const images = memes.filter((meme) => meme.type === 1);
    expect(images.length).toBeGreaterThan(0);
    for (const meme of images) {
      expect(meme.file!.startsWith(`${server.endpoint}/memeforge-test/memes/`)).toBe(true);
      const file = await fetchMedia(meme.file!);
      expect(file.status).toBe(200);
      expect((await sharp(file.body).metadata()).width).toBe(800);
    }
    const statuses = await waitForJobStatuses(
      t.app,
      headers,
      memes.filter((meme) => meme.type === 2),
    );
    for (const status of statuses) {
      expect(status.status).toBe('finished');
      const video = await fetchMedia(status.result!.fileUrl);
      expect(video.status).toBe(200);
      expect(video.headers['content-type']).toBe('video/mp4');
      expect(video.body.subarray(4, 8).toString()).toBe('ftyp');
    }
  }, 120_000);

  it('converts a download from the bucket, and serves no local /media/ route', async () => {
    const { headers, meme } = await firstImageMeme('office coffee');
    const jpeg = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.memeDownload(meme.memeId)}?format=jpeg`,
      headers,
    });
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
    const path = new URL(meme.file!).pathname.replace('/memeforge-test/', '/media/');
    // Not a media route here: the path falls through to the web app's pages.
    const local = await t.app.inject({ method: 'GET', url: path });
    expect(local.statusCode).not.toBe(200);
    expect(local.headers['content-type']).not.toMatch(/^image\//);
  }, 60_000);

  it('lets pages load media from the bucket (Content-Security-Policy)', async () => {
    const page = await t.app.inject({ method: 'GET', url: ENDPOINTS.health });
    const policy = String(page.headers['content-security-policy']);
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*${server.endpoint.replace(/[.:/]/g, '\\$&')}`));
    }
  });

  it('deletes a deleted meme’s file from the bucket', async () => {
    const { headers, meme } = await firstImageMeme('pizza night');
    expect((await fetchMedia(meme.file!)).status).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: ENDPOINTS.meme(meme.memeId), headers });
    expect(deleted.statusCode).toBe(204);
    expect((await fetchMedia(meme.file!)).status).toBe(404);
  }, 60_000);
});
