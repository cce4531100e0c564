/**
 * The editor's renders are metered (decision 047), on the real app with real queue workers: the
 * cap on a person's videos in progress (429 with Retry-After), the storage quota of their plan
 * (413 saying how to free space, and room again once a meme is deleted), the per-person render
 * rate (429), and the bytes each meme keeps. Every refusal stores nothing and counts nothing.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  EDITOR_VIDEOS_IN_PROGRESS_MAX,
  ENDPOINTS,
  formatStorageBytes,
  MESSAGES,
  PLAN_STORAGE_BYTES,
  SaveMemeResponseSchema,
  VideoJobStartResponseSchema,
} from '@memeforge/contract';
import { memes, type NewMemeRow, type TemplateRow, type UserRow } from '../../db/schema';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeImage, makeVideo } from '../../test-support/media';
import { thumbnailFileKey, thumbnailSlots } from '../memes/meme-files';
import { insertMemes, transitionMeme } from '../memes/store';
import { ingestTemplate } from '../templates/ingest';
import { memeCount, multipart, storedFiles, storedFilesButCardPictures, type FilePart } from './editor-test-support';
import { EDITOR_RENDER_RATE_LIMIT, VIDEOS_IN_PROGRESS_RETRY_S } from './render-meter';

let t: TestApp;
let imageTemplate: TemplateRow;
let videoTemplate: TemplateRow;
let clip: Buffer;

beforeAll(async () => {
  // The video calls answer at once (no wait): the metering is about what they start.
  t = await buildTestApp({ work: true, generationFastPathWaitMs: 0 });
  const ctx = { db: t.database.db, storage: t.storage };
  ({ template: imageTemplate } = await ingestTemplate(ctx, await makeImage(480, 360, 'jpeg'), {
    title: 'Desk',
    description: 'A desk',
  }));
  ({ template: videoTemplate } = await ingestTemplate(ctx, await makeVideo(1, 160, 120), {
    title: 'Zoom',
    description: 'A zoom',
  }));
  clip = await makeVideo(1, 160, 120);
}, 120_000);
afterAll(() => t?.close());

const png = async (width = 320, height = 240): Promise<FilePart> => ({
  name: 'meme.png',
  data: await makeImage(width, height),
  type: 'image/png',
});

async function form(url: string, headers: Record<string, string>, parts: Record<string, string | FilePart>) {
  const { payload, contentType } = await multipart(parts);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'content-type': contentType } });
}

const save = (headers: Record<string, string>, parts: Record<string, string | FilePart>) =>
  form(ENDPOINTS.saveMeme, headers, parts);
const uploadVideo = (headers: Record<string, string>, parts: Record<string, string | FilePart>) =>
  form(ENDPOINTS.processUploadedVideo, headers, parts);
const startTemplateVideo = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: ENDPOINTS.processTemplateVideo, headers, payload: body });

const mp4 = (data: Buffer): FilePart => ({ name: 'clip.mp4', data, type: 'video/mp4' });

/** A meme of the person's, as a test needs it (no job is queued for it). */
async function givenMeme(user: UserRow, values: Partial<NewMemeRow> = {}): Promise<string> {
  const id = crypto.randomUUID();
  await insertMemes(t.database.db, [
    { id, userId: user.id, type: 2, unhingedLevel: 1, status: 'finished', jobId: crypto.randomUUID(), ...values },
  ]);
  return id;
}

/** How many renders the rate has counted for the person (counting one more to read it, then giving it back). */
async function rateCount(user: UserRow): Promise<number> {
  const hits = await t.services.limiter.consume({ ...EDITOR_RENDER_RATE_LIMIT, limit: 1_000 }, String(user.id));
  await t.services.limiter.release(EDITOR_RENDER_RATE_LIMIT, String(user.id));
  return hits - 1;
}

/** Calls `act` and checks it left no meme row, no stored file and no count against the rate. */
async function leavesNothing(user: UserRow, act: () => Promise<void>): Promise<void> {
  const [rows, files, counted] = [
    await memeCount(t, user.id),
    await storedFilesButCardPictures(t),
    await rateCount(user),
  ];
  await act();
  expect(await memeCount(t, user.id)).toBe(rows);
  expect(await storedFilesButCardPictures(t)).toEqual(files);
  expect(await rateCount(user)).toBe(counted);
}

async function waitUntilEnded(memeId: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [row] = await t.database.db.select().from(memes).where(eq(memes.id, memeId));
    if (row && (row.status === 'finished' || row.status === 'failed')) return row;
    if (Date.now() > deadline) throw new Error(`meme ${memeId} did not end`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The meme once its job is done: ended and, when finished with a render, its card pictures stored
 * and counted, which the job does after marking it finished (the narrowest picture is stored last).
 */
async function waitUntilSettled(memeId: string) {
  const ended = await waitUntilEnded(memeId);
  if (ended.status !== 'finished' || !ended.fileKey) return ended;
  const narrowest = thumbnailFileKey(ended.fileKey, thumbnailSlots(ended.canvasWidth)[0]!.slot);
  await expect.poll(() => t.storage.exists(narrowest), { timeout: 20_000 }).toBe(true);
  // Counted just after the pictures are stored: settled once two reads a moment apart agree.
  const read = async () => (await t.database.db.select().from(memes).where(eq(memes.id, memeId)))[0]!;
  for (let last = await read(); ;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await read();
    if (now.storedBytes === last.storedBytes && now.storedBytes > 0) return now;
    last = now;
  }
}

/** The bytes of the files a call added under the media folder. */
async function bytesAdded(before: string[]): Promise<number> {
  const added = (await storedFiles(t)).filter((file) => !before.includes(file));
  const sizes = await Promise.all(added.map(async (file) => (await stat(path.join(t.storage.root, file))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

describe('the cap on videos in progress', () => {
  it(`refuses a ${EDITOR_VIDEOS_IN_PROGRESS_MAX + 1}th video while ${EDITOR_VIDEOS_IN_PROGRESS_MAX} are being made, with Retry-After, storing nothing`, async () => {
    const user = await createTestUser(t.database, { plan: 'pro' });
    const headers = await bearerFor(t, user);
    const inProgress: string[] = [];
    for (let i = 0; i < EDITOR_VIDEOS_IN_PROGRESS_MAX; i += 1) {
      inProgress.push(await givenMeme(user, { status: i === 0 ? 'processing' : 'queued' }));
    }
    // Neither a finished video nor an image in progress counts.
    await givenMeme(user);
    await givenMeme(user, { type: 1, status: 'queued' });

    await leavesNothing(user, async () => {
      const library = await startTemplateVideo(headers, { template_id: videoTemplate.id, text: 'One more' });
      expect(library.statusCode).toBe(429);
      expect(library.headers['retry-after']).toBe(String(VIDEOS_IN_PROGRESS_RETRY_S));
      expect(library.json()).toEqual({ detail: MESSAGES.editorVideosInProgress(EDITOR_VIDEOS_IN_PROGRESS_MAX) });
      expect(MESSAGES.editorVideosInProgress(3)).toBe(
        'You already have 3 videos being made. Wait for one to finish, then try again.',
      );
      const own = await uploadVideo(headers, { text: 'Mine', video_file: mp4(clip) });
      expect(own.statusCode).toBe(429);
      expect(own.json()).toEqual({ detail: MESSAGES.editorVideosInProgress(EDITOR_VIDEOS_IN_PROGRESS_MAX) });
    });
    // An image save is not held by the video cap.
    const image = await save(headers, { file: await png(), templateId: String(imageTemplate.id), text: 'Still' });
    expect(image.statusCode, image.body).toBe(200);
    await waitUntilSettled(SaveMemeResponseSchema.parse(image.json()).meme.memeId);

    // Once one ends, there is room for the next.
    await transitionMeme(t.database.db, inProgress[0]!, ['processing'], { status: 'failed' });
    const next = await startTemplateVideo(headers, { template_id: videoTemplate.id, text: 'Now' });
    expect(next.statusCode, next.body).toBe(200);
    await waitUntilSettled(VideoJobStartResponseSchema.parse(next.json()).meme.memeId);
  }, 60_000);

  it('lets only one of several concurrent starts take the last place, giving the others’ rate counts back', async () => {
    const user = await createTestUser(t.database, { plan: 'pro' });
    const headers = await bearerFor(t, user);
    for (let i = 1; i < EDITOR_VIDEOS_IN_PROGRESS_MAX; i += 1) await givenMeme(user, { status: 'queued' });
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        startTemplateVideo(headers, { template_id: videoTemplate.id, text: `Race ${i}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429]);
    expect(await rateCount(user)).toBe(1);
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    await waitUntilSettled(VideoJobStartResponseSchema.parse(winner.json()).meme.memeId);
  }, 60_000);
});

describe("the plan's storage quota", () => {
  const message = MESSAGES.storageFull(formatStorageBytes(PLAN_STORAGE_BYTES.free));

  it('refuses every editor call once the memes fill the plan’s storage, 413 saying how to free space', async () => {
    const user = await createTestUser(t.database);
    const headers = await bearerFor(t, user);
    // 100 bytes short of the free plan's 500 MB: a clip or a picture does not fit.
    const big = await givenMeme(user, { storedBytes: PLAN_STORAGE_BYTES.free - 100 });
    expect(message).toBe(
      'Your memes already use the 500 MB of storage your plan includes. Delete memes you no longer need in My ' +
        'Memes to free up space, then try again.',
    );

    await leavesNothing(user, async () => {
      const own = await uploadVideo(headers, { text: 'Mine', video_file: mp4(clip) });
      expect(own.statusCode).toBe(413);
      expect(own.json()).toEqual({ detail: message });
      const original = await save(headers, {
        file: await png(),
        templateId: '-1',
        template_file: { name: 'me.jpg', data: await makeImage(320, 240, 'jpeg'), type: 'image/jpeg' },
        text: 'Me',
      });
      expect(original.statusCode).toBe(413);
      expect(original.json()).toEqual({ detail: message });
      const asSent = await save(headers, { file: await png(), templateId: '-1', text: 'As sent' });
      expect(asSent.statusCode).toBe(413);
      expect(asSent.json()).toEqual({ detail: message });
    });

    // Deleting the meme frees its bytes at once.
    const deleted = await t.app.inject({ method: 'DELETE', url: ENDPOINTS.meme(big), headers });
    expect(deleted.statusCode).toBe(204);
    const after = await save(headers, { file: await png(), templateId: '-1', text: 'Room again' });
    expect(after.statusCode, after.body).toBe(200);
  }, 60_000);

  it('refuses a library render once the storage is full, and gives a paid plan its larger quota', async () => {
    const full = await createTestUser(t.database, { plan: 'pro' });
    await givenMeme(full, { storedBytes: PLAN_STORAGE_BYTES.pro });
    const fullHeaders = await bearerFor(t, full);
    await leavesNothing(full, async () => {
      const video = await startTemplateVideo(fullHeaders, { template_id: videoTemplate.id, text: 'x' });
      expect(video.statusCode).toBe(413);
      expect(video.json()).toEqual({ detail: MESSAGES.storageFull('20 GB') });
      const image = await save(fullHeaders, { file: await png(), templateId: String(imageTemplate.id), text: 'x' });
      expect(image.statusCode).toBe(413);
    });

    // The free plan's whole quota is well within the pro plan's.
    const pro = await createTestUser(t.database, { plan: 'pro' });
    await givenMeme(pro, { storedBytes: PLAN_STORAGE_BYTES.free });
    const saved = await save(await bearerFor(t, pro), {
      file: await png(),
      templateId: String(imageTemplate.id),
      text: 'Plenty of room',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Its card pictures come after the answer; the next test counts the files it adds.
    await waitUntilSettled(SaveMemeResponseSchema.parse(saved.json()).meme.memeId);
  }, 60_000);

  it('counts what each meme keeps: the person’s upload, the rendered file and its card pictures', async () => {
    const user = await createTestUser(t.database);
    const headers = await bearerFor(t, user);

    let before = await storedFiles(t);
    const original = await makeImage(320, 240, 'jpeg');
    const picture = await save(headers, {
      file: await png(),
      templateId: '-1',
      template_file: { name: 'me.jpg', data: original, type: 'image/jpeg' },
      text: 'Mine',
    });
    expect(picture.statusCode, picture.body).toBe(200);
    const pictureRow = await waitUntilSettled(SaveMemeResponseSchema.parse(picture.json()).meme.memeId);
    expect(pictureRow.storedBytes).toBeGreaterThan(original.length);
    expect(pictureRow.storedBytes).toBe(await bytesAdded(before));

    before = await storedFiles(t);
    const asSent = await save(headers, { file: await png(), templateId: '-1', text: 'As sent' });
    expect(asSent.statusCode, asSent.body).toBe(200);
    const asSentRow = await waitUntilEnded(SaveMemeResponseSchema.parse(asSent.json()).meme.memeId);
    expect(asSentRow.storedBytes).toBe(await bytesAdded(before));

    before = await storedFiles(t);
    const video = await uploadVideo(headers, { text: 'Clip', video_file: mp4(clip) });
    expect(video.statusCode, video.body).toBe(200);
    const videoRow = await waitUntilSettled(VideoJobStartResponseSchema.parse(video.json()).meme.memeId);
    expect(videoRow.status).toBe('finished');
    expect(videoRow.storedBytes).toBeGreaterThan(clip.length);
    expect(videoRow.storedBytes).toBe(await bytesAdded(before));
  }, 60_000);
});

describe('the render rate per person', () => {
  it('counts each render, and refuses past the limit with 429 and Retry-After, storing nothing', async () => {
    const user = await createTestUser(t.database, { plan: 'pro' });
    const headers = await bearerFor(t, user);
    const saved = await save(headers, { file: await png(), templateId: String(imageTemplate.id), text: 'One' });
    expect(saved.statusCode, saved.body).toBe(200);
    await waitUntilSettled(SaveMemeResponseSchema.parse(saved.json()).meme.memeId);
    expect(await rateCount(user)).toBe(1);
    // A refused input counts nothing.
    const refused = await save(headers, { templateId: String(imageTemplate.id), text: 'No file' });
    expect(refused.statusCode).toBe(400);
    expect(await rateCount(user)).toBe(1);

    for (let i = 1; i < EDITOR_RENDER_RATE_LIMIT.limit; i += 1) {
      await t.services.limiter.consume(EDITOR_RENDER_RATE_LIMIT, String(user.id));
    }
    const rows = await memeCount(t, user.id);
    const files = await storedFilesButCardPictures(t);
    const image = await save(headers, { file: await png(), templateId: String(imageTemplate.id), text: 'Too fast' });
    expect(image.statusCode).toBe(429);
    expect(Number(image.headers['retry-after'])).toBeGreaterThan(0);
    expect(image.json()).toEqual({ detail: MESSAGES.editorRendersTooFast });
    const video = await startTemplateVideo(headers, { template_id: videoTemplate.id, text: 'Too fast' });
    expect(video.statusCode).toBe(429);
    expect(video.json()).toEqual({ detail: MESSAGES.editorRendersTooFast });
    const own = await uploadVideo(headers, { text: 'Too fast', video_file: mp4(clip) });
    expect(own.statusCode).toBe(429);
    expect(await memeCount(t, user.id)).toBe(rows);
    expect(await storedFilesButCardPictures(t)).toEqual(files);
  }, 60_000);
});

describe('the OpenAPI document', () => {
  it('documents the 413 and 429 refusals on the three editor calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.openapi });
    const { paths } = response.json<{
      paths: Record<string, { post?: { responses: Record<string, { description?: string; headers?: unknown }> } }>;
    }>();
    for (const url of [ENDPOINTS.saveMeme, ENDPOINTS.processTemplateVideo, ENDPOINTS.processUploadedVideo]) {
      const responses = paths[url]!.post!.responses;
      expect(responses['413']?.description, url).toMatch(/storage/);
      expect(responses['429']?.description, url).toMatch(/Retry-After/);
      expect(responses['429']?.headers, url).toHaveProperty('retry-after');
    }
  });
});
