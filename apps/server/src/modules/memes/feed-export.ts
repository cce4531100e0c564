/**
 * A finished meme in a feed's shape, for the download (decision 058): an image is fitted here (a
 * Skia draw, tens of milliseconds), a video re-encoded by a worker (`memes.video-for-feed`, an
 * ffmpeg run of seconds; worker-export.ts). Either is kept in storage beside the meme's file
 * (`<file>.story-blur.jpg`, `<file>.square-black.mp4`), so the next download is a plain read, and
 * goes when the meme does (meme-files.ts).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { FeedFillSchema, MESSAGES, type FeedFill } from '@memeforge/contract';
import { imageForFeed, makeWorkDir, type ShapedFeed, videoForFeed } from '@memeforge/render/media';
import type { MediaStorage } from '../../adapters/storage';
import { jobType, type JobSender } from '../../jobs/sender';
import type { Waits } from '../../wiring/services';
import { exportFromWorker } from './worker-export';

const ShapedFeedSchema = z.enum(['square', 'portrait', 'story']);

export const videoForFeedJob = jobType(
  'memes.video-for-feed',
  z.object({
    fileKey: z.string().min(1),
    target: z.string().min(1),
    shape: ShapedFeedSchema,
    fill: FeedFillSchema,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
);

/** How long a download waits for its video (a 1080x1920 re-encode of a short clip takes seconds). */
export const FEED_VIDEO_WAIT_MS = 90_000;
/** A re-encode that takes longer is killed (a hung ffmpeg). */
const FEED_VIDEO_TIMEOUT_MS = 120_000;

/** Where a meme's file in a shape is kept: beside it (`memes/<id>/caption.mp4.story-blur.mp4`). */
export function feedFileKey(fileKey: string, shape: ShapedFeed, fill: FeedFill, kind: 'image' | 'video'): string {
  return `${fileKey}.${shape}-${fill}.${kind === 'video' ? 'mp4' : 'jpg'}`;
}

/** The image meme in the shape, made and stored here. */
export async function storeFeedImage(
  storage: MediaStorage,
  fileKey: string,
  target: string,
  shape: ShapedFeed,
  fill: FeedFill,
): Promise<void> {
  const shaped = await imageForFeed(await storage.read(fileKey), shape, fill);
  await storage.put(target, shaped.data, { contentType: 'image/jpeg' });
}

/** The job: the video in the shape, through temporary files (storage may be a bucket, and ffmpeg reads files). */
export async function makeFeedVideo(
  storage: MediaStorage,
  payload: z.infer<typeof videoForFeedJob.payload>,
): Promise<void> {
  const { fileKey, target } = payload;
  if (await storage.exists(target)) return;
  const dir = await makeWorkDir('feed');
  try {
    const input = path.join(dir, `meme${path.extname(fileKey) || '.mp4'}`);
    const output = path.join(dir, 'shaped.mp4');
    await pipeline(await storage.openRead(fileKey), createWriteStream(input));
    await videoForFeed(input, output, payload.shape, payload.fill, {
      width: payload.width,
      height: payload.height,
      timeoutMs: FEED_VIDEO_TIMEOUT_MS,
    });
    await storage.put(target, createReadStream(output), { contentType: 'video/mp4' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Asks a worker for the video in the shape and waits until it is stored. */
export function feedVideoFromWorker(
  ctx: { storage: MediaStorage; queue: JobSender; waits: Waits },
  payload: z.input<typeof videoForFeedJob.payload>,
): Promise<void> {
  return exportFromWorker(ctx, {
    job: videoForFeedJob,
    payload,
    fileKey: payload.fileKey,
    target: payload.target,
    waitMs: ctx.waits.gifMs ?? FEED_VIDEO_WAIT_MS,
    stillBeingMade: MESSAGES.feedVideoStillBeingMade,
  });
}
