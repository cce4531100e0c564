/**
 * The editor's video calls on the real app with real queue workers: a library video template
 * (JSON) and the person's own clip (multipart, streamed to a temporary file), the job status they
 * are polled through, generation_id as the idempotency key, and every refusal with nothing kept.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DEVICE_VIDEO_MAX_BYTES,
  ENDPOINTS,
  MESSAGES,
  VideoJobStartResponseSchema,
  type JobStatus,
} from '@memeforge/contract';
import { memes } from '../../db/schema';
import type { TemplateRow, UserRow } from '../../db/schema';
import { JOB_PRIORITY } from '../../jobs/registry';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { ffprobeJson, makeImage, makeVideo } from '../../test-support/media';
import { entitlementsFor } from '../entitlements/service';
import { insertMemes } from '../memes/store';
import { ingestTemplate } from '../templates/ingest';
import { queuePriority } from './editor-memes';
import {
  makeAudioOnlyMp4,
  memeCount,
  multipart,
  storedFilesButCardPictures,
  streamedMultipart,
  uploadTempDirs,
  type FilePart,
} from './editor-test-support';

let t: TestApp;
let videoTemplate: TemplateRow;
let imageTemplate: TemplateRow;
let clip: Buffer;

beforeAll(async () => {
  // The calls answer at once (no wait), so the test sees the job go through its states.
  t = await buildTestApp({ work: true, generationFastPathWaitMs: 0 });
  const ctx = { db: t.database.db, storage: t.storage };
  ({ template: videoTemplate } = await ingestTemplate(ctx, await makeVideo(2, 320, 240), {
    title: 'Dramatic zoom',
    description: 'A zoom',
  }));
  ({ template: imageTemplate } = await ingestTemplate(ctx, await makeImage(480, 360, 'jpeg'), {
    title: 'Still',
    description: 'An image',
  }));
  clip = await makeVideo(2, 320, 240);
}, 120_000);
afterAll(() => t?.close());

const mp4 = (data: Buffer, name = 'clip.mp4'): FilePart => ({ name, data, type: 'video/mp4' });

function startTemplateVideo(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.processTemplateVideo, headers, payload: body });
}

async function uploadVideo(headers: Record<string, string>, parts: Record<string, string | FilePart | undefined>) {
  const { payload, contentType } = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: ENDPOINTS.processUploadedVideo,
    payload,
    headers: { ...headers, 'content-type': contentType },
  });
}

/** Polls the job status every 20 ms until it ends; answers every status seen, in order. */
async function pollJob(headers: Record<string, string>, jobId: string): Promise<{ seen: string[]; last: JobStatus }> {
  const seen: string[] = [];
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.videoJobStatus}?job_id=${jobId}`,
      headers,
    });
    const status = response.json<JobStatus>();
    if (seen.at(-1) !== status.status) seen.push(status.status);
    if (status.status === 'finished' || status.status === 'failed' || Date.now() > deadline) {
      return { seen, last: status };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function probeUrl(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const file = path.join(t.storage.root, `probe-${Date.now()}.mp4`);
  await writeFile(file, response.rawPayload);
  return (await ffprobeJson(file)) as {
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
  };
}

/** Calls `act` and checks it left no meme row, no stored file and no temporary upload behind. */
async function leavesNothing(user: UserRow, act: () => Promise<void>): Promise<void> {
  const [rows, files, temps] = [
    await memeCount(t, user.id),
    await storedFilesButCardPictures(t),
    await uploadTempDirs(),
  ];
  await act();
  expect(await memeCount(t, user.id)).toBe(rows);
  expect(await storedFilesButCardPictures(t)).toEqual(files);
  expect(await uploadTempDirs()).toEqual(temps);
}

describe('POST /memes/background/process_template_video/', () => {
  it('starts the render, polled queued → processing → finished with the file URL', async () => {
    const user = await createTestUser(t.database, { plan: 'pro' });
    const headers = await bearerFor(t, user);
    const response = await startTemplateVideo(headers, {
      template_id: videoTemplate.id,
      text: 'When the build passes',
      font_size: 0.1,
      text_align: 'right',
      drag_y_offset: 0.2,
      priority: 'high',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = VideoJobStartResponseSchema.parse(response.json());
    expect(body.jobInfo.jobId).toBe(body.meme.jobInfo!.jobId);
    expect(body.meme).toMatchObject({
      type: 2,
      templateId: videoTemplate.id,
      tagline: 'When the build passes',
      fontSize: 0.1,
      textAlign: 'right',
      dragYOffset: 0.2,
    });
    const { seen, last } = await pollJob(headers, body.jobInfo.jobId);
    expect(seen.at(-1)).toBe('finished');
    expect(seen).toContain('processing');
    expect(['queued', 'processing']).toContain(seen[0]);
    expect(last.message).toBe(MESSAGES.videoProcessingCompleted);
    const probe = await probeUrl(last.result!.fileUrl);
    expect(probe.streams.find((stream) => stream.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      width: 320,
      height: 240,
    });

    // Another person's job id reads as an unknown job.
    const stranger = await bearerFor(t, await createTestUser(t.database));
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.videoJobStatus}?job_id=${body.jobInfo.jobId}`,
      headers: stranger,
    });
    expect(foreign.json()).toMatchObject({ status: 'failed', error: MESSAGES.jobNotFound, result: null });
    const theirMeme = await t.app.inject({ method: 'GET', url: `/memes/item/${body.meme.memeId}/`, headers: stranger });
    expect(theirMeme.statusCode).toBe(404);
  }, 60_000);

  it('answers 404 for an unknown template, 400 for an image template, 403 on the free plan, storing nothing', async () => {
    const user = await createTestUser(t.database);
    const headers = await bearerFor(t, user);
    const pro = await createTestUser(t.database, { plan: 'pro' });
    const proHeaders = await bearerFor(t, pro);
    await leavesNothing(pro, async () => {
      const unknown = await startTemplateVideo(proHeaders, { template_id: 987654, text: 'x' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: MESSAGES.templateNotFound });
      const image = await startTemplateVideo(proHeaders, { template_id: imageTemplate.id, text: 'x' });
      expect(image.statusCode).toBe(400);
      expect(image.json()).toEqual({ template_id: [MESSAGES.editorTypeMismatch] });
      const big = await startTemplateVideo(proHeaders, { template_id: videoTemplate.id, font_size: 0.5 });
      expect(big.statusCode).toBe(400);
      expect(big.json()).toEqual({ font_size: [MESSAGES.editorFontSizeVideo] });
    });
    await leavesNothing(user, async () => {
      const free = await startTemplateVideo(headers, { template_id: videoTemplate.id, text: 'x', priority: 'high' });
      expect(free.statusCode).toBe(403);
      expect(free.json()).toEqual({ detail: MESSAGES.premiumSelectTemplate });
    });
  });

  it('lets the free plan use a video template one of their memes is made on', async () => {
    const user = await createTestUser(t.database);
    const headers = await bearerFor(t, user);
    await insertMemes(t.database.db, [
      {
        id: crypto.randomUUID(),
        userId: user.id,
        type: 2,
        unhingedLevel: 1,
        templateId: videoTemplate.id,
        status: 'finished',
        jobId: crypto.randomUUID(),
      },
    ]);
    const response = await startTemplateVideo(headers, { template_id: videoTemplate.id, text: 'Mine' });
    expect(response.statusCode, response.body).toBe(200);
    const { last } = await pollJob(headers, response.json().jobInfo.jobId);
    expect(last.status).toBe('finished');
  }, 60_000);
});

describe('the queue priority of a save', () => {
  it("honours 'high' for paid plans and reads it as 'default' on the free plan", () => {
    const free = entitlementsFor({ plan: 'free', isSuperuser: false });
    const pro = entitlementsFor({ plan: 'pro', isSuperuser: false });
    expect(queuePriority('high', pro)).toBe(JOB_PRIORITY.urgent);
    expect(queuePriority('high', free)).toBe(JOB_PRIORITY.interactive);
    expect(queuePriority('default', free)).toBe(JOB_PRIORITY.interactive);
    expect(queuePriority('low', pro)).toBe(JOB_PRIORITY.background);
    expect(JOB_PRIORITY.interactive).toBeGreaterThan(JOB_PRIORITY.background);
  });
});

describe('POST /memes/background/process_uploaded_video/', () => {
  it("renders the person's clip, stored under their uploads, on the free plan too", async () => {
    const user = await createTestUser(t.database);
    const headers = await bearerFor(t, user);
    const temps = await uploadTempDirs();
    const response = await uploadVideo(headers, {
      text: 'My cat',
      description: 'Cat video',
      drag_y_offset: '-0.2',
      priority: 'high',
      video_file: mp4(clip, 'cat.mov'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = VideoJobStartResponseSchema.parse(response.json());
    expect(body.meme).toMatchObject({ type: 2, templateId: -1, tagline: 'My cat', description: 'Cat video' });
    const media = body.meme.document!.media;
    expect(media).toMatchObject({ source: 'upload', type: 2, width: 320, height: 240 });
    const fileKey = media.source === 'upload' ? media.fileKey : '';
    expect(fileKey).toMatch(new RegExp(`^uploads/${user.id}/[0-9a-f-]{36}\\.mp4$`));
    expect((await t.storage.read(fileKey)).equals(clip)).toBe(true);
    expect(await uploadTempDirs()).toEqual(temps);
    const { last } = await pollJob(headers, body.jobInfo.jobId);
    expect(last.status).toBe('finished');
    expect((await probeUrl(last.result!.fileUrl)).streams.map((stream) => stream.codec_type).sort()).toEqual([
      'audio',
      'video',
    ]);
  }, 60_000);

  it(`scales a clip over the output limit down to it`, async () => {
    const user = await createTestUser(t.database, { plan: 'pro' });
    const headers = await bearerFor(t, user);
    const wide = await makeVideo(1, 2400, 1200, 10);
    const response = await uploadVideo(headers, { text: 'Wide', video_file: mp4(wide) });
    expect(response.statusCode, response.body).toBe(200);
    const body = VideoJobStartResponseSchema.parse(response.json());
    expect(body.meme.document!.media).toMatchObject({ width: 2400, height: 1200 });
    const { last } = await pollJob(headers, body.jobInfo.jobId);
    expect(last.status).toBe('finished');
    const video = (await probeUrl(last.result!.fileUrl)).streams.find((stream) => stream.codec_type === 'video');
    expect([video?.width, video?.height]).toEqual([1920, 960]);
    const [row] = await t.database.db.select().from(memes).where(eq(memes.id, body.meme.memeId));
    expect([row?.canvasWidth, row?.canvasHeight]).toEqual([1920, 960]);
  }, 90_000);

  it('answers the first job again for the same generation_id, and 409 for another person', async () => {
    const user = await createTestUser(t.database, { plan: 'pro' });
    const headers = await bearerFor(t, user);
    const generationId = crypto.randomUUID();
    const first = await uploadVideo(headers, { generation_id: generationId, text: 'Once', video_file: mp4(clip) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().jobInfo.jobId).toBe(generationId);
    // Its render writes the meme's file: done before the calls below are checked for writing nothing.
    expect((await pollJob(headers, generationId)).last.status).toBe('finished');
    await leavesNothing(user, async () => {
      const again = await uploadVideo(headers, { generation_id: generationId, text: 'Once', video_file: mp4(clip) });
      expect(again.statusCode).toBe(200);
      expect(again.json().jobInfo.jobId).toBe(generationId);
      expect(again.json().meme.memeId).toBe(first.json().meme.memeId);
    });
    const stranger = await createTestUser(t.database, { plan: 'pro' });
    await leavesNothing(stranger, async () => {
      const taken = await uploadVideo(await bearerFor(t, stranger), {
        generation_id: generationId,
        text: 'Mine?',
        video_file: mp4(clip),
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ detail: MESSAGES.generationIdTaken });
    });
    const bad = await uploadVideo(headers, { generation_id: 'not-a-uuid', video_file: mp4(clip) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ generation_id: [MESSAGES.editorInvalidField('generation_id')] });
  }, 60_000);

  it('refuses what is not a clip it takes, each a 400 leaving nothing behind', async () => {
    const user = await createTestUser(t.database, { plan: 'pro' });
    const headers = await bearerFor(t, user);
    const playlist = Buffer.from(
      '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nhttp://127.0.0.1:9/a.ts\n#EXT-X-ENDLIST\n',
    );
    const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom\0\0\x02\0isomiso2')]);
    const cases: [FilePart | undefined, string][] = [
      [undefined, MESSAGES.noFileSelected],
      [mp4(Buffer.alloc(0), 'empty.mp4'), MESSAGES.selectFileFirst],
      [mp4(Buffer.from('just some words in a text file\n'), 'notes.mp4'), MESSAGES.selectVideoFile],
      [mp4(playlist, 'playlist.mp4'), MESSAGES.selectVideoFile],
      [mp4(Buffer.concat([ftyp, playlist]), 'boxed-playlist.mp4'), MESSAGES.videoUnreadable],
      [mp4(await makeImage(200, 200), 'picture.mp4'), MESSAGES.selectVideoFile],
      [mp4(await makeVideo(0.4, 320, 240), 'short.mp4'), MESSAGES.videoDuration],
      [mp4(await makeVideo(1, 48, 48), 'small.mp4'), MESSAGES.videoDimensions],
      [mp4(await makeVideo(1.5, 128, 96, 1000), 'fast.mp4'), MESSAGES.videoFrameRate],
    ];
    await leavesNothing(user, async () => {
      for (const [file, message] of cases) {
        const response = await uploadVideo(headers, { text: 'x', video_file: file });
        expect(response.statusCode, `${file?.name}: ${response.body}`).toBe(400);
        expect(response.json()).toEqual({ video_file: [message] });
      }
    });
  }, 60_000);

  it('refuses a clip with no picture', async () => {
    const user = await createTestUser(t.database, { plan: 'pro' });
    const headers = await bearerFor(t, user);
    await leavesNothing(user, async () => {
      const response = await uploadVideo(headers, { video_file: mp4(await makeAudioOnlyMp4(), 'sound.mp4') });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ video_file: [MESSAGES.videoNotAVideo] });
    });
  }, 30_000);

  it('cuts off a 101 MB upload at the limit, streamed, and removes what it wrote', async () => {
    const user = await createTestUser(t.database, { plan: 'pro' });
    const headers = await bearerFor(t, user);
    const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom\0\0\x02\0isomiso2')]);
    await leavesNothing(user, async () => {
      const { payload, contentType } = streamedMultipart(
        { text: 'Too big' },
        {
          field: 'video_file',
          name: 'big.mp4',
          type: 'video/mp4',
          head: ftyp,
          size: DEVICE_VIDEO_MAX_BYTES + 1024 * 1024,
        },
      );
      const response = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.processUploadedVideo,
        payload,
        headers: { ...headers, 'content-type': contentType },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ video_file: [MESSAGES.videoTooLarge] });
    });
  }, 60_000);

  it('needs a session', async () => {
    expect((await uploadVideo({}, { video_file: mp4(clip) })).statusCode).toBe(401);
    expect((await startTemplateVideo({}, { template_id: videoTemplate.id })).statusCode).toBe(401);
  });
});
