/**
 * A meme's render job (generation's and the editor's): the meme's document (its media plus its
 * text), drawn by packages/render (a header band on an image; an overlay on a video, re-encoded as
 * H.264/AAC, a person's own clip scaled to at most EDITOR_VIDEO_OUTPUT_MAX_SIDE), stored, and the
 * meme marked finished. A failure is retried by the queue; the last try marks the meme failed and
 * refunds its credit (an editor meme spent none). A meme already finished or failed (a repeated
 * job) is left as it is. Once the meme is finished (and announced), its card pictures are queued
 * as a job of their own (card-pictures-job.ts), so neither the person nor the rest of the batch
 * waits on them. The file's bytes are added to what the meme keeps (`stored_bytes`, its owner's
 * storage quota: decision 047).
 */
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { EDITOR_VIDEO_OUTPUT_MAX_SIDE, MESSAGES, type MemeDocument } from '@memeforge/contract';
import { renderImageMeme } from '@memeforge/render/image';
import { renderVideoMeme } from '@memeforge/render/video';
import { makeWorkDir } from '@memeforge/render/media';
import type { Db } from '../../db/types';
import type { JobContext } from '../../jobs/registry';
import { findMemeById, transitionMeme } from '../memes/store';
import { removeMemeFiles } from '../memes/meme-files';
import { announceMemeEnded } from './meme-endings';
import { findTemplateById } from '../templates/store';
import { CARD_PICTURES_DELAY_S } from './card-pictures-job';
import { failMeme } from './fail-meme';
import { cardPicturesJob } from './job-types';
import { memeFileKey } from './meme-file-key';

/** A video render that takes longer is killed and counted as a failure (a hung ffmpeg). */
export const VIDEO_RENDER_TIMEOUT_MS = 90_000;

interface Rendered {
  data: Buffer;
  mime: string;
  extension: string;
  width: number;
  height: number;
}

/** Where the document's picture or clip is kept: its template's file, or the person's upload. */
async function mediaFileKey(db: Db, document: MemeDocument): Promise<string> {
  const { media } = document;
  if (media.source === 'upload') return media.fileKey;
  const template = await findTemplateById(db, media.templateId);
  if (!template) throw new Error(`template ${media.templateId} is gone`);
  return template.fileKey;
}

async function renderImage(ctx: JobContext, document: MemeDocument, fileKey: string): Promise<Rendered> {
  const rendered = await renderImageMeme({ template: await ctx.storage.read(fileKey), document });
  return { ...rendered, extension: rendered.mime === 'image/png' ? 'png' : 'jpg' };
}

async function renderVideo(ctx: JobContext, document: MemeDocument, fileKey: string): Promise<Rendered> {
  const dir = await makeWorkDir('render');
  try {
    // Through a temporary file: storage may be a bucket, and ffmpeg reads files.
    const input = path.join(dir, `template${path.extname(fileKey) || '.mp4'}`);
    const output = path.join(dir, 'meme.mp4');
    await pipeline(await ctx.storage.openRead(fileKey), createWriteStream(input));
    const rendered = await renderVideoMeme({
      inputPath: input,
      outputPath: output,
      document,
      timeoutMs: VIDEO_RENDER_TIMEOUT_MS,
      // A person's own clip may be 4K; library templates are at most 4096 and kept as they are.
      ...(document.media.source === 'upload' ? { maxSide: EDITOR_VIDEO_OUTPUT_MAX_SIDE } : {}),
    });
    return {
      data: await readFile(output),
      mime: 'video/mp4',
      extension: 'mp4',
      width: rendered.width,
      height: rendered.height,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Queues the meme's card pictures. The meme is finished either way: a send that fails leaves its
 * card on the file (logged), which is what a meme without them shows.
 */
async function queueCardPictures(ctx: JobContext, memeId: string): Promise<void> {
  try {
    await ctx.queue.send(cardPicturesJob, { memeId }, { id: memeId, startAfterSeconds: CARD_PICTURES_DELAY_S });
  } catch (error) {
    ctx.logger.warn({ err: error, memeId }, "could not queue a meme's card pictures");
  }
}

export async function renderMeme(ctx: JobContext, memeId: string): Promise<void> {
  const db = ctx.database.db;
  const meme = await findMemeById(db, memeId);
  if (!meme || meme.status === 'finished' || meme.status === 'failed') return;
  const kind = meme.type === 2 ? 'video' : 'image';
  const started = performance.now();
  try {
    await transitionMeme(db, memeId, ['queued', 'started', 'processing'], {
      status: 'processing',
      startedAt: meme.startedAt ?? new Date(),
    });
    const { document } = meme;
    if (!document) throw new Error(`meme ${memeId} has no document to render yet`);
    const source = await mediaFileKey(db, document);
    const rendered =
      kind === 'video' ? await renderVideo(ctx, document, source) : await renderImage(ctx, document, source);
    const fileKey = memeFileKey({ id: meme.id, caption: meme.caption }, rendered.extension);
    await ctx.storage.put(fileKey, rendered.data, { contentType: rendered.mime });
    const finished = await transitionMeme(db, memeId, ['queued', 'started', 'processing'], {
      status: 'finished',
      fileKey,
      // Only this transition adds the file, once: the row's bytes are its upload's, written with it.
      storedBytes: meme.storedBytes + rendered.data.length,
      canvasWidth: rendered.width,
      canvasHeight: rendered.height,
      error: null,
      endedAt: new Date(),
    });
    if (!finished && !(await findMemeById(db, memeId))) {
      // Deleted (or regenerated) while it rendered: nothing names the file any more.
      await removeMemeFiles(ctx.storage, ctx.logger, [fileKey]);
      return;
    }
    await announceMemeEnded(db, memeId);
    ctx.metrics.memesRendered.inc({ kind, outcome: 'finished' });
    ctx.metrics.renderSeconds.observe({ kind }, (performance.now() - started) / 1000);
    ctx.logger.info({ memeId, ms: Math.round(performance.now() - started) }, `${kind} meme rendered`);
    await queueCardPictures(ctx, memeId);
  } catch (error) {
    ctx.logger.warn({ err: error, memeId, attempt: ctx.attempt }, `${kind} meme render failed`);
    if (ctx.attempt.isFinal) {
      if (await failMeme(db, memeId, MESSAGES.renderFailed)) ctx.metrics.memesRendered.inc({ kind, outcome: 'failed' });
    } else {
      await transitionMeme(db, memeId, ['started', 'processing'], { status: 'queued' });
    }
    throw error;
  }
}
