/**
 * A meme's card pictures (decision 031) on the real app with real queue workers: made as WebP at
 * the card's widths when an image or a video meme is rendered (a video's from its poster frame,
 * caption burnt in), listed in the meme's answer, removed with the meme and with the account, and
 * absent (the card falls back to the file) for a meme rendered before they existed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  ENDPOINTS,
  JobStatusSchema,
  MemeSchema,
  SaveMemeResponseSchema,
  UserMemesListSchema,
  VideoJobStartResponseSchema,
  type JobStatus,
  type Meme,
} from '@memeforge/contract';
import { hashPassword } from '../../auth/passwords';
import type { TemplateRow } from '../../db/schema';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { insertFinishedMeme } from '../../test-support/memes';
import { makeImage, makeVideo } from '../../test-support/media';
import { multipart, storedFiles } from '../editor/editor-test-support';
import { ingestTemplate } from '../templates/ingest';
import { MEME_THUMBNAIL_WIDTHS, removeMemeFiles, thumbnailFileKey, thumbnailSlots } from './meme-files';
import { insertMemes } from './store';
import { storeMemeThumbnails } from './thumbnails';

let t: TestApp;
let imageTemplate: TemplateRow;
let videoTemplate: TemplateRow;

beforeAll(async () => {
  t = await buildTestApp({ work: true, generationFastPathWaitMs: 30_000 });
  const ctx = { db: t.database.db, storage: t.storage };
  ({ template: imageTemplate } = await ingestTemplate(ctx, await makeImage(800, 600, 'jpeg'), {
    title: 'Office coffee',
    description: 'A mug of coffee at work',
  }));
  ({ template: videoTemplate } = await ingestTemplate(ctx, await makeVideo(1, 640, 360), {
    title: 'Dramatic zoom',
    description: 'A zoom',
  }));
}, 120_000);
afterAll(() => t?.close());

async function bytesAt(url: string): Promise<Buffer> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.rawPayload;
}

/** The storage key behind a plain /media/ URL. */
const keyOf = (url: string) =>
  new URL(url, 'http://local').pathname.split('/').slice(2).map(decodeURIComponent).join('/');

async function saveImageMeme(headers: Record<string, string>, text: string): Promise<Meme> {
  const { payload, contentType } = await multipart({
    file: { name: 'meme.png', data: await makeImage(400, 300), type: 'image/png' },
    templateId: String(imageTemplate.id),
    type: '1',
    text,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: ENDPOINTS.saveMeme,
    payload,
    headers: { ...headers, 'content-type': contentType },
  });
  expect(response.statusCode, response.body).toBe(200);
  return withCardPictures(headers, SaveMemeResponseSchema.parse(response.json()).meme.memeId);
}

/**
 * The meme once its card pictures are listed: the render job makes them after the meme is
 * finished, so that nobody waits on them, and until then the answer lists none.
 */
async function withCardPictures(headers: Record<string, string>, memeId: string): Promise<Meme> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const meme = await getMeme(headers, memeId);
    if (meme.thumbnails.length > 0) return meme;
    if (Date.now() > deadline) throw new Error(`the card pictures of ${memeId} never came`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function renderVideoMeme(headers: Record<string, string>, text: string): Promise<Meme & { job: JobStatus }> {
  const response = await t.app.inject({
    method: 'POST',
    url: ENDPOINTS.processTemplateVideo,
    headers,
    payload: { template_id: videoTemplate.id, text, font_size: 0.12 },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { jobInfo, meme } = VideoJobStartResponseSchema.parse(response.json());
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = JobStatusSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `${ENDPOINTS.videoJobStatus}?job_id=${jobInfo.jobId}`, headers })
      ).json(),
    );
    if (job.status === 'finished') {
      const withPictures = await withCardPictures(headers, meme.memeId);
      // The status as the Generate page's next poll reads it, the pictures made.
      const polled = JobStatusSchema.parse(
        (
          await t.app.inject({ method: 'GET', url: `${ENDPOINTS.videoJobStatus}?job_id=${jobInfo.jobId}`, headers })
        ).json(),
      );
      return { ...withPictures, job: polled };
    }
    if (job.status === 'failed' || Date.now() > deadline) throw new Error(`the video render ended ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A finished 800x700 image meme written straight into the table, as one rendered before card
 * pictures existed (or before the row recorded them: `card_pictures` null) would be.
 */
async function insertOldMeme(userId: number, id: string, fileKey: string, text: string) {
  await insertFinishedMeme(t.database.db, userId, {
    id,
    fileKey,
    canvasWidth: 800,
    canvasHeight: 700,
    templateId: imageTemplate.id,
    cardPictures: null,
    document: {
      version: 1,
      media: { source: 'template', templateId: imageTemplate.id, type: 1, width: 800, height: 600 },
      layers: [{ text, fontSize: null, align: 'center', color: null, offsetY: 0 }],
    },
  });
}

async function getMeme(headers: Record<string, string>, memeId: string): Promise<Meme> {
  const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.meme(memeId), headers });
  expect(response.statusCode).toBe(200);
  return MemeSchema.parse(response.json());
}

/** Checks each listed picture is a WebP of its width in the meme's proportions; answers them decoded. */
async function checkThumbnails(meme: Meme, widths: number[]) {
  expect(meme.thumbnails.map((thumbnail) => thumbnail.width)).toEqual(widths);
  return Promise.all(
    meme.thumbnails.map(async (thumbnail) => {
      const bytes = await bytesAt(thumbnail.url);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(thumbnail.width);
      expect(meta.height).toBe(Math.round((thumbnail.width * meme.canvasHeight) / meme.canvasWidth));
      // Beside the meme's own file, under a key derived from it.
      expect(keyOf(thumbnail.url).startsWith(`${keyOf(meme.file!)}.`)).toBe(true);
      return { bytes, meta };
    }),
  );
}

describe("a meme's card pictures", () => {
  it('are made as WebP at 320 and 640 px when an image meme is rendered, far smaller than the file', async () => {
    const user = await createTestUser(t.database, { plan: 'pro' });
    const headers = await bearerFor(t, user);
    const saved = await saveImageMeme(headers, 'When the coffee kicks in');
    expect(saved.canvasWidth).toBe(800);
    const [small, large] = await checkThumbnails(saved, [320, 640]);
    const file = await bytesAt(saved.file!);
    expect(small!.bytes.length + large!.bytes.length).toBeLessThan(file.length);

    // The same pictures in My Memes and in the meme's own answer.
    const list = UserMemesListSchema.parse(
      (await t.app.inject({ method: 'GET', url: ENDPOINTS.userMemes, headers })).json(),
    );
    expect(list.results[0]!.thumbnails).toEqual(saved.thumbnails);
    expect((await getMeme(headers, saved.memeId)).thumbnails).toEqual(saved.thumbnails);
  }, 60_000);

  it("of a video meme are its rendered poster frame (the caption burnt in), not the template's still", async () => {
    const user = await createTestUser(t.database, { plan: 'pro' });
    const headers = await bearerFor(t, user);
    const meme = await renderVideoMeme(headers, 'THE BUILD IS GREEN AGAIN');
    expect([meme.canvasWidth, meme.canvasHeight]).toEqual([640, 360]);
    const [, large] = await checkThumbnails(meme, [320, 640]);
    // The job status the Generate page polls names them too.
    expect(meme.job.result!.thumbnails).toEqual(meme.thumbnails);
    // The template's own frame at the same width: the caption's white letters make the meme's differ.
    const template = await sharp(await t.storage.read(videoTemplate.posterKey!))
      .resize({ width: 640 })
      .raw()
      .toBuffer();
    const poster = await sharp(large!.bytes).removeAlpha().raw().toBuffer();
    expect(poster.length).toBe(template.length);
    let differing = 0;
    for (let i = 0; i < poster.length; i += 3) if (Math.abs(poster[i]! - template[i]!) > 60) differing += 1;
    expect(differing).toBeGreaterThan(500);
  }, 90_000);

  it('go with the meme when it is deleted', async () => {
    const user = await createTestUser(t.database, { plan: 'pro' });
    const headers = await bearerFor(t, user);
    const meme = await saveImageMeme(headers, 'Gone by Friday');
    expect(meme.thumbnails).toHaveLength(2);
    const deleted = await t.app.inject({ method: 'DELETE', url: ENDPOINTS.meme(meme.memeId), headers });
    expect(deleted.statusCode).toBe(204);
    for (const url of [meme.file!, ...meme.thumbnails.map((thumbnail) => thumbnail.url)]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect(await t.storage.exists(keyOf(url))).toBe(false);
    }
  }, 60_000);

  it('go with the account when it is deleted', async () => {
    const password = 'correct horse battery staple 9';
    const user = await createTestUser(t.database, { plan: 'pro', passwordHash: await hashPassword(password) });
    const headers = await bearerFor(t, user);
    const memes = [await saveImageMeme(headers, 'Last day'), await renderVideoMeme(headers, 'Leaving now')];
    const keys = memes.flatMap((meme) => [meme.file!, ...meme.thumbnails.map((thumbnail) => thumbnail.url)].map(keyOf));
    expect(keys).toHaveLength(6);
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(keys));
    const response = await t.app.inject({ method: 'DELETE', url: ENDPOINTS.account, headers, payload: { password } });
    expect(response.statusCode, response.body).toBe(200);
    const left = await storedFiles(t);
    expect(keys.filter((key) => left.includes(key))).toEqual([]);
  }, 90_000);

  it('are absent for a meme rendered before they existed: the answer lists none and the file stays', async () => {
    const user = await createTestUser(t.database, { plan: 'pro' });
    const headers = await bearerFor(t, user);
    const id = randomUUID();
    const fileKey = `memes/${id}/an-old-one.png`;
    await t.storage.put(fileKey, await makeImage(800, 700), { contentType: 'image/png' });
    await insertOldMeme(user.id, id, fileKey, 'An old one');
    const meme = await getMeme(headers, id);
    expect(meme.thumbnails).toEqual([]);
    expect(meme.file).not.toBeNull();
    await bytesAt(meme.file!);
  });

  it('are listed from the row, without asking the storage, and asked for only on memes from before the row knew', async () => {
    const user = await createTestUser(t.database, { plan: 'pro' });
    const headers = await bearerFor(t, user);
    const saved = await saveImageMeme(headers, 'Listed from the row');
    // A meme from before `card_pictures` (null): its pictures are on disk, so the storage is asked.
    const id = randomUUID();
    const fileKey = `memes/${id}/from-before.png`;
    await t.storage.put(fileKey, await makeImage(800, 700), { contentType: 'image/png' });
    await storeMemeThumbnails(t.storage, fileKey, await makeImage(800, 700));
    await insertOldMeme(user.id, id, fileKey, 'From before');
    const asked: string[] = [];
    const exists = t.storage.exists.bind(t.storage);
    t.storage.exists = async (key: string) => {
      asked.push(key);
      return exists(key);
    };
    try {
      const list = UserMemesListSchema.parse(
        (await t.app.inject({ method: 'GET', url: ENDPOINTS.userMemes, headers })).json(),
      );
      const byId = new Map(list.results.map((meme) => [meme.memeId, meme]));
      expect(byId.get(saved.memeId)!.thumbnails).toEqual(saved.thumbnails);
      expect(byId.get(id)!.thumbnails.map((thumbnail) => thumbnail.width)).toEqual([320, 640]);
      expect(asked).toEqual([thumbnailFileKey(fileKey, 320)]);
    } finally {
      t.storage.exists = exists;
    }
  }, 60_000);

  it('are not listed before the meme is finished', async () => {
    const user = await createTestUser(t.database, { plan: 'pro' });
    const headers = await bearerFor(t, user);
    const id = randomUUID();
    await insertMemes(t.database.db, [
      { id, userId: user.id, type: 1, unhingedLevel: 1, jobId: randomUUID(), status: 'queued', document: null },
    ]);
    expect((await getMeme(headers, id)).thumbnails).toEqual([]);
  });
});

describe('card picture slots', () => {
  it('are 320 and 640 wide, never enlarged, one slot per distinct width', () => {
    expect(MEME_THUMBNAIL_WIDTHS).toEqual([320, 640]);
    expect(thumbnailSlots(800)).toEqual([
      { slot: 320, width: 320 },
      { slot: 640, width: 640 },
    ]);
    expect(thumbnailSlots(500)).toEqual([
      { slot: 320, width: 320 },
      { slot: 640, width: 500 },
    ]);
    expect(thumbnailSlots(300)).toEqual([{ slot: 320, width: 300 }]);
    expect(thumbnailFileKey('memes/x/caption.mp4', 640)).toBe('memes/x/caption.mp4.640w.webp');
  });

  it("of a picture narrower than 320 px is one WebP at its own width, removed with the meme's file", async () => {
    const fileKey = `memes/${randomUUID()}/tiny.png`;
    const stored = await storeMemeThumbnails(t.storage, fileKey, await makeImage(300, 150));
    const kept = await t.storage.read(thumbnailFileKey(fileKey, 320));
    expect(stored).toEqual([{ key: thumbnailFileKey(fileKey, 320), width: 300, height: 150, bytes: kept.length }]);
    expect((await sharp(kept).metadata()).format).toBe('webp');
    expect(await t.storage.exists(thumbnailFileKey(fileKey, 640))).toBe(false);
    await removeMemeFiles(t.storage, undefined, [fileKey]);
    expect(await t.storage.exists(stored[0]!.key)).toBe(false);
  });
});
