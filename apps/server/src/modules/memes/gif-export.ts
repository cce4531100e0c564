/**
 * A video meme's GIF, made by a worker (`memes.convert-gif`), not by the web process a download
 * reached: each GIF is an ffmpeg run that takes a core for seconds, so how many run at once is the
 * queue's to limit, across the cluster (each worker makes two at a time), rather than each web
 * process's. The download waits for the file to appear in storage, so it works the same whichever
 * process made it (decision 042).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { MESSAGES } from '@memeforge/contract';
import { makeWorkDir, videoToGif } from '@memeforge/render/media';
import type { MediaStorage } from '../../adapters/storage';
import { jobType, type JobSender } from '../../jobs/sender';
import type { Waits } from '../../wiring/services';
import { exportFromWorker } from './worker-export';

export const convertGifJob = jobType(
  'memes.convert-gif',
  z.object({ fileKey: z.string().min(1), target: z.string().min(1) }),
);

/** How long a download waits for its GIF (a long clip takes a few seconds; a busy cluster longer). */
export const GIF_WAIT_MS = 90_000;

/** The job: the GIF of the file, through temporary files (storage may be a bucket, and ffmpeg reads files). */
export async function makeGif(storage: MediaStorage, fileKey: string, target: string): Promise<void> {
  if (await storage.exists(target)) return;
  const dir = await makeWorkDir('gif');
  try {
    const input = path.join(dir, `meme${path.extname(fileKey) || '.mp4'}`);
    const output = path.join(dir, 'meme.gif');
    await pipeline(await storage.openRead(fileKey), createWriteStream(input));
    await videoToGif(input, output);
    await storage.put(target, createReadStream(output), { contentType: 'image/gif' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Asks a worker for the GIF and waits until it is stored (worker-export.ts): one job per GIF at a
 * time however many downloads ask; a GIF not there within GIF_WAIT_MS is a 503 in words.
 */
export function gifFromWorker(
  ctx: { storage: MediaStorage; queue: JobSender; waits: Waits },
  fileKey: string,
  target: string,
): Promise<void> {
  return exportFromWorker(ctx, {
    job: convertGifJob,
    payload: { fileKey, target },
    fileKey,
    target,
    waitMs: ctx.waits.gifMs ?? GIF_WAIT_MS,
    stillBeingMade: MESSAGES.gifStillBeingMade,
  });
}
