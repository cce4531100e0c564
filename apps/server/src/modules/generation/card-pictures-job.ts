/**
 * A finished meme's card pictures (small WebP copies of the image, or of the video's poster frame:
 * memes/thumbnails.ts, decision 031), made by a job of their own that the render job queues once
 * the meme is finished (issue 27, decision 050). Not inside the render job: there they held the
 * render's worker while the rest of the batch waited, and competed with its renders for the CPU.
 * The job starts a moment later (CARD_PICTURES_DELAY_S), so a batch's renders go first; until the
 * pictures exist the card shows the file. Their bytes are added to what the meme keeps
 * (`stored_bytes`, decision 047) as the row records that they exist (`card_pictures`). A meme
 * deleted meanwhile takes them with it; one that cannot be pictured keeps showing its file.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { makeWorkDir, posterFrame, probeVideo } from '@memeforge/render/media';
import type { JobContext } from '../../jobs/registry';
import { removeMemeFiles } from '../memes/meme-files';
import { findMemeById, recordCardPictures } from '../memes/store';
import { storeMemeThumbnails } from '../memes/thumbnails';

/** How long after its meme is finished the job may start: a batch of image memes renders in well under it. */
export const CARD_PICTURES_DELAY_S = 1;

/** The video's poster frame, from a local copy of the file (ffmpeg reads files; storage may be a bucket). */
async function videoStill(ctx: JobContext, fileKey: string): Promise<Buffer> {
  const dir = await makeWorkDir('card');
  try {
    const file = path.join(dir, `meme${path.extname(fileKey) || '.mp4'}`);
    await pipeline(await ctx.storage.openRead(fileKey), createWriteStream(file));
    const { durationSec } = await probeVideo(file);
    return await posterFrame(file, { durationSec });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function makeCardPictures(ctx: JobContext, memeId: string): Promise<void> {
  const db = ctx.database.db;
  const meme = await findMemeById(db, memeId);
  if (!meme || meme.status !== 'finished' || !meme.fileKey || meme.cardPictures) return;
  const { fileKey } = meme;
  let bytes: number;
  try {
    const still = meme.type === 2 ? await videoStill(ctx, fileKey) : await ctx.storage.read(fileKey);
    const stored = await storeMemeThumbnails(ctx.storage, fileKey, still);
    bytes = stored.reduce((sum, thumbnail) => sum + thumbnail.bytes, 0);
  } catch (error) {
    // The card keeps showing the file: worth a line in the log, not a retry that would fail the same way.
    ctx.logger.warn({ err: error, memeId }, "could not make a meme's card pictures");
    return;
  }
  if (!(await recordCardPictures(db, memeId, bytes))) {
    // Deleted while its pictures were made: nothing names them any more.
    await removeMemeFiles(ctx.storage, ctx.logger, [fileKey]);
  }
}
