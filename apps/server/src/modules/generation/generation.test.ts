/**
 * Generation end to end on the real app: real queue workers on this file's database, the offline
 * caption writer, the real renderers; every output is decoded.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ENDPOINTS, type GenerateResponse, type JobStatus, type Meme, type UserMemesList } from '@memeforge/contract';
import { creditLedger, generationBatches, memes as memesTable, users } from '../../db/schema';
import { ffprobeJson } from '../../test-support/media';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeImage, makeVideo } from '../../test-support/media';
import { ingestTemplate } from '../templates/ingest';
import { waitForJobStatuses } from '../../test-support/job-status';

let t: TestApp;
const ALL_LEVELS = [1, 2, 3, 4, 5];
const VIDEO_SECONDS = 2;

beforeAll(async () => {
  t = await buildTestApp({ work: true, generationFastPathWaitMs: 30_000 });
  const ctx = { db: t.database.db, storage: t.storage };
  const topics = ['office coffee', 'cats at work', 'monday meetings', 'gym motivation', 'pizza night', 'code review'];
  for (const [index, topic] of topics.entries()) {
    await ingestTemplate(ctx, await makeImage(480, 360, 'jpeg'), {
      title: `${topic} reaction ${index}`,
      description: `A reaction image about ${topic}`,
      keywords: topic.split(' '),
      levels: ALL_LEVELS,
    });
  }
  for (const topic of ['dramatic zoom', 'slow pan', 'shaky cam']) {
    await ingestTemplate(ctx, await makeVideo(VIDEO_SECONDS, 320, 240), {
      title: topic,
      description: `A ${topic} video`,
      keywords: topic.split(' '),
      levels: ALL_LEVELS,
    });
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function generate(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.generate, headers, payload: body });
}

function waitForJobs(headers: Record<string, string>, memes: Meme[]): Promise<JobStatus[]> {
  return waitForJobStatuses(t.app, headers, memes);
}

async function mediaBytes(url: string): Promise<Buffer> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

async function creditsOf(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row!.credits;
}

describe('POST /memes/generate/', () => {
  it('makes four finished image memes about the topic, one credit each, with a caption band', async () => {
    const user = await createTestUser(t.database, { credits: 30 });
    const headers = await bearerFor(t, user);
    const response = await generate(headers, { description: 'cats at work', mediaType: 'images', unhingedLevel: 1 });
    expect(response.statusCode).toBe(200);
    const body = response.json<GenerateResponse>();
    expect(body.credits).toBe('26');
    expect(body.memes).toHaveLength(4);
    expect(new Set(body.memes.map((meme) => meme.templateId)).size).toBe(4);
    expect(new Set(body.memes.map((meme) => meme.tagline)).size).toBe(4);
    for (const meme of body.memes) {
      expect(meme.status).toBe('finished');
      expect(meme.type).toBe(1);
      expect(meme.tagline.toLowerCase()).toMatch(/cat/);
      expect(meme.writer).toBe('offline');
      // No alt text of its own: the default names the template and quotes the caption.
      expect(meme.document!.alt).toBeUndefined();
      expect(meme.altText).toMatch(/^Meme: A reaction image about .+, with the caption ".+"$/);
      expect(meme.altText).toContain(`"${meme.tagline.trim().replace(/\s+/g, ' ')}"`);
      const image = sharp(await mediaBytes(meme.file!));
      const { width, height } = await image.metadata();
      expect(width).toBe(800);
      expect(meme.canvasWidth).toBe(800);
      expect(meme.canvasHeight).toBe(height);
      // The template (480 × 360) scaled to 800 wide is 600 high; the band above it holds the caption.
      expect(height).toBeGreaterThan(600);
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) =>
        data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3);
      expect([...pixel(2, 2)].every((channel) => channel > 240)).toBe(true);
      const bandHeight = height! - 600;
      let dark = 0;
      for (let y = 0; y < bandHeight; y += 2) for (let x = 0; x < 800; x += 2) if (pixel(x, y)[0]! < 80) dark += 1;
      expect(dark).toBeGreaterThan(50);
    }
    expect(await creditsOf(user.id)).toBe(26);
    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger.filter((row) => row.kind === 'spend')).toHaveLength(4);
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(26);
  }, 60_000);

  it('renders video memes as H.264/AAC with the template duration, polled through job status', async () => {
    const user = await createTestUser(t.database, { credits: 30, plan: 'pro' });
    const headers = await bearerFor(t, user);
    const response = await generate(headers, { description: 'my code review', mediaType: 'both' });
    expect(response.statusCode).toBe(200);
    const body = response.json<GenerateResponse>();
    expect(body.memes.map((meme) => meme.type)).toEqual([1, 1, 2, 2]);
    expect(body.memes.filter((meme) => meme.type === 1).every((meme) => meme.status === 'finished')).toBe(true);
    const videos = body.memes.filter((meme) => meme.type === 2);
    const statuses = await waitForJobs(headers, videos);
    for (const status of statuses) {
      expect(status.status).toBe('finished');
      expect(status.startedAt).not.toBeNull();
      const bytes = await mediaBytes(status.result!.fileUrl);
      const file = `${t.storage.root}/probe-${status.jobId}.mp4`;
      await import('node:fs/promises').then((fs) => fs.writeFile(file, bytes));
      const probe = (await ffprobeJson(file)) as {
        streams: { codec_type: string; codec_name: string }[];
        format: { duration: string };
      };
      expect(probe.streams.find((stream) => stream.codec_type === 'video')?.codec_name).toBe('h264');
      expect(probe.streams.find((stream) => stream.codec_type === 'audio')?.codec_name).toBe('aac');
      expect(Number(probe.format.duration)).toBeCloseTo(VIDEO_SECONDS, 0);
    }
    expect(await creditsOf(user.id)).toBe(26);
  }, 90_000);

  it('answers 402 Insufficient credits and changes nothing', async () => {
    const user = await createTestUser(t.database, { credits: 3 });
    const response = await generate(await bearerFor(t, user), { description: 'pizza night', mediaType: 'images' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ detail: 'Insufficient credits' });
    expect(await creditsOf(user.id)).toBe(3);
    expect(await t.database.db.select().from(memesTable).where(eq(memesTable.userId, user.id))).toHaveLength(0);
    expect(
      await t.database.db.select().from(generationBatches).where(eq(generationBatches.userId, user.id)),
    ).toHaveLength(0);
  });

  it('lets only one of two concurrent requests spend credits that pay for one', async () => {
    const user = await createTestUser(t.database, { credits: 4 });
    const headers = await bearerFor(t, user);
    const answers = await Promise.all([
      generate(headers, { description: 'gym motivation', mediaType: 'images' }),
      generate(headers, { description: 'monday meetings', mediaType: 'images' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 402]);
    expect(await creditsOf(user.id)).toBe(0);
  }, 60_000);

  it('answers a retried request with the same Idempotency-Key with its first batch, charged once', async () => {
    const user = await createTestUser(t.database, { credits: 30 });
    const headers = { ...(await bearerFor(t, user)), 'idempotency-key': 'retry-me-1' };
    const body = { description: 'office coffee', mediaType: 'images' };
    const first = await generate(headers, body);
    const second = await generate(headers, body);
    expect(second.statusCode).toBe(200);
    expect(second.json<GenerateResponse>().memes.map((meme) => meme.memeId)).toEqual(
      first.json<GenerateResponse>().memes.map((meme) => meme.memeId),
    );
    expect(await creditsOf(user.id)).toBe(26);
    const other = await generate(headers, { ...body, description: 'something else' });
    expect(other.statusCode).toBe(422);
    expect(await creditsOf(user.id)).toBe(26);
  }, 60_000);

  it('refuses unhinged levels 4 and 5 on the free plan', async () => {
    const user = await createTestUser(t.database, { credits: 30 });
    const response = await generate(await bearerFor(t, user), { description: 'pizza', unhingedLevel: 5 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Premium features require paid plan' });
    expect(await creditsOf(user.id)).toBe(30);
  });

  it('checks the description and the options', async () => {
    const user = await createTestUser(t.database, { credits: 30 });
    const headers = await bearerFor(t, user);
    const blank = await generate(headers, { description: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toHaveProperty('description');
    const long = await generate(headers, { description: 'x'.repeat(251) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ description: ['Please keep your text to 250 characters or less.'] });
    const refused = async (body: Record<string, unknown>) => {
      const response = await generate(headers, body);
      expect(response.statusCode).toBe(400);
      return response.json<Record<string, string[]>>();
    };
    expect(await refused({ description: 'a', mediaType: 'gifs' })).toEqual({
      mediaType: ['Choose images, videos or both.'],
    });
    expect(await refused({ description: 'a', unhingedLevel: 9 })).toEqual({
      unhingedLevel: ['The unhinged level is a whole number from 1 to 5.'],
    });
    expect(await refused({ description: 'a', regenerate: true })).toEqual({
      memes_ids: ['Choose the memes to regenerate.'],
    });
    expect(await refused({ description: 'a', regenerate: true, memes_ids: ['x'] })).toEqual({
      memes_ids: ['This is not the id of a meme.'],
    });
    const unknownMeme = await generate(headers, {
      description: 'a',
      regenerate: true,
      memes_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknownMeme.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: ENDPOINTS.generate, payload: { description: 'a' } })).statusCode,
    ).toBe(401);
    expect(await creditsOf(user.id)).toBe(30);
  });

  it('regenerates chosen memes: fresh ones of the same type replace them', async () => {
    const user = await createTestUser(t.database, { credits: 30 });
    const headers = await bearerFor(t, user);
    const first = (
      await generate(headers, { description: 'pizza night', mediaType: 'images' })
    ).json<GenerateResponse>();
    const replaced = first.memes.slice(0, 2).map((meme) => meme.memeId);
    const response = await generate(headers, { description: 'pizza night', regenerate: true, memes_ids: replaced });
    expect(response.statusCode).toBe(200);
    const again = response.json<GenerateResponse>();
    expect(again.memes).toHaveLength(2);
    expect(again.credits).toBe('24');
    for (const id of replaced) {
      expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.meme(id), headers })).statusCode).toBe(404);
    }
  }, 60_000);
});

describe('job status, My Memes and actions', () => {
  it('answers a failed record for unknown, malformed and other users’ job ids', async () => {
    const owner = await createTestUser(t.database, { credits: 30 });
    const stranger = await createTestUser(t.database, { credits: 30 });
    const made = (
      await generate(await bearerFor(t, owner), { description: 'cats', mediaType: 'images' })
    ).json<GenerateResponse>();
    const headers = await bearerFor(t, stranger);
    for (const id of ['0b6f3a4e-8f5e-4a51-9a53-1b2a4c5d6e7f', 'not-a-job', made.memes[0]!.jobInfo!.jobId]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${ENDPOINTS.generationJobStatus}?job_id=${id}`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<JobStatus>()).toMatchObject({
        jobId: id,
        status: 'failed',
        error: 'Job not found.',
        result: null,
      });
    }
    const missing = await t.app.inject({ method: 'GET', url: ENDPOINTS.generationJobStatus, headers });
    expect(missing.statusCode).toBe(400);
  }, 60_000);

  it('pages and searches My Memes, newest first', async () => {
    const user = await createTestUser(t.database, { credits: 30 });
    const headers = await bearerFor(t, user);
    await generate(headers, { description: 'office coffee', mediaType: 'images' });
    await generate(headers, { description: 'pizza night', mediaType: 'images' });
    const page1 = (
      await t.app.inject({ method: 'GET', url: `${ENDPOINTS.userMemes}?page_size=3`, headers })
    ).json<UserMemesList>();
    expect(page1.count).toBe(8);
    expect(page1.results).toHaveLength(3);
    expect(page1.results[0]!.description).toBe('pizza night');
    expect(page1.next).toContain('page=2');
    const page3 = await t.app.inject({ method: 'GET', url: `${ENDPOINTS.userMemes}?page_size=3&page=3`, headers });
    expect(page3.json<UserMemesList>().results).toHaveLength(2);
    expect(
      (await t.app.inject({ method: 'GET', url: `${ENDPOINTS.userMemes}?page_size=3&page=4`, headers })).statusCode,
    ).toBe(404);
    const searched = (
      await t.app.inject({ method: 'GET', url: `${ENDPOINTS.userMemes}?search=coffee`, headers })
    ).json<UserMemesList>();
    expect(searched.count).toBe(4);
    expect(searched.results.every((meme) => meme.description === 'office coffee')).toBe(true);
    const videos = (
      await t.app.inject({ method: 'GET', url: `${ENDPOINTS.userMemes}?type=2`, headers })
    ).json<UserMemesList>();
    expect(videos.count).toBe(0);
  }, 60_000);

  it('keeps like and dislike exclusive, and hides one user’s memes from another', async () => {
    const user = await createTestUser(t.database, { credits: 30 });
    const stranger = await createTestUser(t.database, { credits: 30 });
    const headers = await bearerFor(t, user);
    const [meme] = (await generate(headers, { description: 'coffee', mediaType: 'images' })).json<GenerateResponse>()
      .memes;
    const act = (action: string, as = headers) =>
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.memeActions,
        headers: as,
        payload: { memeId: meme!.memeId, action },
      });
    expect((await act('like')).json<Meme>()).toMatchObject({ isLiked: true, isDisliked: false });
    expect((await act('dislike')).json<Meme>()).toMatchObject({ isLiked: false, isDisliked: true });
    expect((await act('clear')).json<Meme>()).toMatchObject({ isLiked: false, isDisliked: false });
    expect((await act('favorite')).json<Meme>()).toMatchObject({ isFavorited: true });
    expect((await act('shout')).statusCode).toBe(400);

    const strangerHeaders = await bearerFor(t, stranger);
    expect((await act('like', strangerHeaders)).statusCode).toBe(404);
    const url = ENDPOINTS.meme(meme!.memeId);
    expect((await t.app.inject({ method: 'GET', url, headers: strangerHeaders })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: strangerHeaders })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
  }, 60_000);
});

describe('deleted and regenerated memes take their files with them', () => {
  /** Where the meme's file lies in the media folder, from its plain /media/ URL. */
  const fileOf = (meme: Meme) =>
    path.join(
      t.storage.root,
      ...new URL(meme.file!, 'http://local').pathname.split('/').slice(2).map(decodeURIComponent),
    );

  it('removes the file of a deleted meme, so its URL answers 404', async () => {
    const user = await createTestUser(t.database, { credits: 30 });
    const headers = await bearerFor(t, user);
    const [meme] = (
      await generate(headers, { description: 'gym motivation', mediaType: 'images' })
    ).json<GenerateResponse>().memes;
    expect(existsSync(fileOf(meme!))).toBe(true);
    await mediaBytes(meme!.file!);

    const deleted = await t.app.inject({ method: 'DELETE', url: ENDPOINTS.meme(meme!.memeId), headers });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(fileOf(meme!))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: meme!.file! })).statusCode).toBe(404);
  }, 60_000);

  it('removes the files of regenerated memes, and keeps the others', async () => {
    const user = await createTestUser(t.database, { credits: 30 });
    const headers = await bearerFor(t, user);
    const first = (
      await generate(headers, { description: 'code review', mediaType: 'images' })
    ).json<GenerateResponse>();
    const [replaced, kept] = first.memes;
    const response = await generate(headers, {
      description: 'code review',
      regenerate: true,
      memes_ids: [replaced!.memeId],
    });
    expect(response.statusCode).toBe(200);
    expect(existsSync(fileOf(replaced!))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: replaced!.file! })).statusCode).toBe(404);
    expect(existsSync(fileOf(kept!))).toBe(true);
    await mediaBytes(kept!.file!);
  }, 60_000);

  it('removes the file of a meme deleted while it rendered', async () => {
    const user = await createTestUser(t.database, { credits: 30 });
    const headers = await bearerFor(t, user);
    const realPut = t.storage.put.bind(t.storage);
    let deletedId: string | undefined;
    // The first render of this batch to finish finds its meme deleted just before its file is stored.
    const put = vi.spyOn(t.storage, 'put').mockImplementation(async (key, body, options) => {
      const id = /^memes\/([^/]+)\//.exec(key)?.[1];
      if (id && deletedId === undefined) {
        // Claimed before the first await: two renders run side by side, and only one may lose its meme.
        deletedId = id;
        const [row] = await t.database.db.select().from(memesTable).where(eq(memesTable.id, id));
        if (row?.userId === user.id) await t.app.inject({ method: 'DELETE', url: ENDPOINTS.meme(id), headers });
        else deletedId = undefined;
      }
      return realPut(key, body, options);
    });
    try {
      const answer = (
        await generate(headers, { description: 'shaky cam', mediaType: 'images' })
      ).json<GenerateResponse>();
      expect(answer.memes).toHaveLength(3);
    } finally {
      put.mockRestore();
    }
    expect(deletedId).toBeDefined();
    const folder = path.join(t.storage.root, 'memes', deletedId!);
    // The deletion ends the meme for the generate call's wait, which may answer while the render
    // that lost its meme is still removing the file it stored.
    await expect
      .poll(() => (existsSync(folder) ? readdirSync(folder) : []), { timeout: 10_000, interval: 50 })
      .toEqual([]);
  }, 60_000);

  it('still deletes the meme when its file cannot be removed', async () => {
    const user = await createTestUser(t.database, { credits: 30 });
    const headers = await bearerFor(t, user);
    const [meme] = (
      await generate(headers, { description: 'monday meetings', mediaType: 'images' })
    ).json<GenerateResponse>().memes;
    const failing = vi.spyOn(t.storage, 'delete').mockRejectedValueOnce(new Error('the disk said no'));
    try {
      const deleted = await t.app.inject({ method: 'DELETE', url: ENDPOINTS.meme(meme!.memeId), headers });
      expect(deleted.statusCode).toBe(204);
      // The meme's file, the three conversions a download may have made of it, its three feed shapes in
      // each of the five fills (decision 058) and its two card pictures.
      expect(failing).toHaveBeenCalledTimes(1 + 3 + 3 * 5 + 2);
    } finally {
      failing.mockRestore();
    }
    expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.meme(meme!.memeId), headers })).statusCode).toBe(404);
  }, 60_000);
});
