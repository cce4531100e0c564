/**
 * A meme's render job (generation's and the editor's): the meme's document (its media plus its
 * text), drawn by packages/render (a header band on an image; an overlay on a video, re-encoded as
 * H.264/AAC, a person's own clip scaled to at most EDITOR_VIDEO_OUTPUT_MAX_SIDE), stored, and the
 * meme marked finished. A failure is retried by the queue; the last try marks the meme failed and
 * refunds its credit (an editor meme spent none). A meme already finished or failed (a repeated
 * job) is left as it is. Once the meme is finished (and announced), its card pictures are made
 * (small WebP copies of the image, or of the video's poster frame: memes/thumbnails.ts, decision
 * 031), so nobody waits on them; a failure there is logged and the card keeps showing the file.
 * The file's and card pictures' bytes are added to what the meme keeps (`stored_bytes`, its
 * owner's storage quota: decision 047).
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { EDITOR_VIDEO_OUTPUT_MAX_SIDE, MESSAGES, type MemeDocument } from '@memeforge/contract';
import { renderImageMeme } from '@memeforge/render/image';
import { posterFrame, probeVideo } from '@memeforge/render/media';
import { renderVideoMeme } from '@memeforge/render/video';
import type { Db } from '../../db/types';
import type { JobContext } from '../../jobs/registry';
import { addMemeStoredBytes, findMemeById, transitionMeme } from '../memes/store';
import { removeMemeFiles } from '../memes/meme-files';
import { announceMemeEnded } from './meme-endings';
import { storeMemeThumbnails } from '../memes/thumbnails';
import { findTemplateById } from '../templates/store';
import { failMeme } from './fail-meme';
import { memeFileKey } from './meme-file-key';

/** A video render that takes longer is killed and counted as a failure (a hung ffmpeg). */
export const VIDEO_RENDER_TIMEOUT_MS = 90_000;

interface Rendered {
  data: Buffer;
  mime: string;
  extension: string;
  width: number;
  height: number;
  /** What the card pictures are made from: the image, or the video's poster frame (null: none could be taken). */
  still: Buffer | null;
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
  return { ...rendered, extension: rendered.mime === 'image/png' ? 'png' : 'jpg', still: rendered.data };
}

/** The rendered video's poster frame (its caption burnt in), or null (logged) when ffmpeg cannot take one. */
async function videoStill(ctx: JobContext, output: string): Promise<Buffer | null> {
  try {
    const { durationSec } = await probeVideo(output);
    return await posterFrame(output, { durationSec });
  } catch (error) {
    ctx.logger.warn({ err: error }, 'could not take the poster frame of a rendered video meme');
    return null;
  }
}

/**
 * After the meme is finished (off the path a person waits on, issue 27): its card pictures, and
 * their bytes added to what it keeps. Until they exist the card shows the file (the presenters list
 * them only once the narrowest is stored). A meme deleted meanwhile takes them with it.
 */
async function addCardPictures(ctx: JobContext, memeId: string, fileKey: string, still: Buffer | null) {
  const bytes = await storeThumbnails(ctx, memeId, fileKey, still);
  if (bytes === 0) return;
  if (!(await addMemeStoredBytes(ctx.database.db, memeId, bytes))) {
    await removeMemeFiles(ctx.storage, ctx.logger, [fileKey]);
  }
}

/**
 * Stores the meme's card pictures beside its file and answers their bytes; a failure leaves the
 * card on the file (logged, 0 bytes).
 */
async function storeThumbnails(
  ctx: JobContext,
  memeId: string,
  fileKey: string,
  still: Buffer | null,
): Promise<number> {
  if (!still) return 0;
  try {
    const stored = await storeMemeThumbnails(ctx.storage, fileKey, still);
    return stored.reduce((sum, thumbnail) => sum + thumbnail.bytes, 0);
  } catch (error) {
    ctx.logger.warn({ err: error, memeId }, "could not make a meme's card pictures");
    return 0;
  }
}

async function renderVideo(ctx: JobContext, document: MemeDocument, fileKey: string): Promise<Rendered> {
  const dir = await mkdtemp(path.join(tmpdir(), 'memeforge-render-'));
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
      still: await videoStill(ctx, output),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
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
    await addCardPictures(ctx, memeId, fileKey, rendered.still);
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
