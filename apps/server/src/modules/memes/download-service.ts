/**
 * Downloading a finished meme (`GET /memes/item/{id}/download/?format=`, our addition): its own
 * file, or the file converted (PNG or JPEG of an image, GIF of a video). A conversion is made
 * once and kept in storage beside the meme's file (meme-files.ts), so the next download of that
 * format is a plain read, and it goes when the meme does. A GIF is made by a worker
 * (gif-export.ts); images are converted here. Every answer is a stream: a video never sits whole
 * in memory, whether it is sent as it is or turned into a GIF.
 */
import type { Readable } from 'node:stream';
import {
  downloadFileName,
  MEDIA_TYPE,
  MESSAGES,
  type FeedFill,
  type FeedShape,
  type MemeDownloadFormat,
} from '@memeforge/contract';
import { convertImage, IMAGE_FORMAT_MIME } from '@memeforge/render/media';
import { MediaNotFoundError, type MediaStorage } from '../../adapters/storage';
import { InvalidInput, NotFound, NotReady } from '../../domain-errors';
import { convertedFileKey, removeMemeFiles, type ConvertedFormat } from './meme-files';
import { gifFromWorker } from './gif-export';
import { feedFileKey, feedVideoFromWorker, storeFeedImage } from './feed-export';
import type { MemesContext } from './service';
import { findUserMeme } from './store';
import type { Services } from '../../wiring/services';

/** What the route sends: the file as a stream, with its type and the name to save it under. */
export interface MemeDownload {
  body: Readable;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

const extensionOf = (key: string) => (/\.([a-z0-9]+)$/i.exec(key)?.[1] ?? '').toLowerCase();

export const contentTypeOfKey = (key: string): string => CONTENT_TYPES[extensionOf(key)] ?? 'application/octet-stream';

/** Which formats each kind of meme can be downloaded in, besides its own. */
const FORMATS_OF_KIND: Record<'image' | 'video', readonly ConvertedFormat[]> = {
  image: ['png', 'jpeg'],
  video: ['gif'],
};

/**
 * `attachment; filename="…"`, plus RFC 5987's `filename*` (UTF-8, percent-encoded) when the name
 * is not plain ASCII, with an ASCII stand-in in `filename` for clients that do not read it.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Conversions running in this process, by storage key: a second request for one waits for it. */
const converting = new Map<string, Promise<void>>();

function once(key: string, convert: () => Promise<void>): Promise<void> {
  let running = converting.get(key);
  if (!running) {
    running = convert().finally(() => converting.delete(key));
    converting.set(key, running);
  }
  return running;
}

/** The image meme's file, decoded and re-encoded by sharp (images are small: read whole). */
async function convertImageFile(
  storage: MediaStorage,
  fileKey: string,
  target: string,
  format: 'png' | 'jpeg',
): Promise<void> {
  const converted = await convertImage(await storage.read(fileKey), format);
  await storage.put(target, converted, { contentType: IMAGE_FORMAT_MIME[format] });
}

/** Opens the stored file; a file the meme names but storage lacks reads as a meme not found. */
async function openStored(ctx: DownloadContext, key: string): Promise<Readable> {
  try {
    return await ctx.storage.openRead(key);
  } catch (error) {
    if (!(error instanceof MediaNotFoundError)) throw error;
    ctx.logger?.warn({ fileKey: key }, "a finished meme's file is missing from storage");
    throw new NotFound(MESSAGES.memeNotFound);
  }
}

/**
 * The meme's file in the format asked for. Refuses with NotFound (not this user's, or no such
 * meme), NotReady (not finished, 409), or InvalidInput (a format its kind has not: a GIF of an
 * image, a PNG or JPEG of a video).
 */
export type DownloadContext = MemesContext & Pick<Services, 'queue' | 'waits'>;

/** A feed's shape and its fill (decision 058); `original` is the meme as made. */
export interface DownloadShape {
  shape: FeedShape;
  fill: FeedFill;
}

export async function downloadMeme(
  ctx: DownloadContext,
  userId: number,
  memeId: string,
  format: MemeDownloadFormat,
  { shape, fill }: DownloadShape = { shape: 'original', fill: 'blur' },
): Promise<MemeDownload> {
  const found = await findUserMeme(ctx.db, userId, memeId);
  if (!found) throw new NotFound(MESSAGES.memeNotFound);
  const { meme } = found;
  if (meme.status === 'failed') throw new NotReady(meme.error ?? MESSAGES.renderFailed);
  if (meme.status !== 'finished' || !meme.fileKey) throw new NotReady(MESSAGES.memeNotReady);

  const fileKey = meme.fileKey;
  const kind = meme.type === MEDIA_TYPE.video ? 'video' : 'image';
  const naming = { memeId: meme.id, tagline: meme.caption, type: meme.type };
  if (format !== 'original' && !FORMATS_OF_KIND[kind].includes(format)) {
    throw InvalidInput.fields({ format: [MESSAGES.downloadFormatUnavailable] });
  }
  if (shape !== 'original') {
    if (format === 'gif') throw InvalidInput.fields({ shape: [MESSAGES.feedShapeGifUnavailable] });
    // A shaped image is a JPEG, a shaped video an MP4: a PNG asked for is refused, not sent as a JPEG.
    if (format === 'png') throw InvalidInput.fields({ format: [MESSAGES.feedShapeFormatUnavailable] });
    const target = feedFileKey(fileKey, shape, fill, kind);
    const make = () =>
      kind === 'video'
        ? feedVideoFromWorker(ctx, {
            fileKey,
            target,
            shape,
            fill,
            width: meme.canvasWidth,
            height: meme.canvasHeight,
          })
        : storeFeedImage(ctx.storage, fileKey, target, shape, fill);
    return made(ctx, { userId, memeId, fileKey, target, naming, suffix: shape, make });
  }

  // The file itself: asked for, or already in the format asked for (a PNG meme as PNG).
  const ownType = contentTypeOfKey(fileKey);
  const target = format === 'original' ? fileKey : convertedFileKey(fileKey, format);
  if (format === 'original' || contentTypeOfKey(target) === ownType) {
    return { body: await openStored(ctx, fileKey), contentType: ownType, fileName: downloadFileName(naming, fileKey) };
  }

  return made(ctx, {
    userId,
    memeId,
    fileKey,
    target,
    naming,
    make: () =>
      format === 'gif' ? gifFromWorker(ctx, fileKey, target) : convertImageFile(ctx.storage, fileKey, target, format),
  });
}

/**
 * A file made from the meme's for the download: read when it was made before, else made once
 * however many downloads ask at the same moment, then read.
 */
async function made(
  ctx: DownloadContext,
  work: {
    userId: number;
    memeId: string;
    fileKey: string;
    target: string;
    naming: Parameters<typeof downloadFileName>[0];
    /** Said in the file's name after the caption ('story'). */
    suffix?: string;
    make: () => Promise<void>;
  },
): Promise<MemeDownload> {
  const { fileKey, target } = work;
  const answer = (body: Readable): MemeDownload => ({
    body,
    contentType: contentTypeOfKey(target),
    fileName: downloadFileName(work.naming, target, '', work.suffix),
  });
  try {
    return answer(await ctx.storage.openRead(target));
  } catch (error) {
    if (!(error instanceof MediaNotFoundError)) throw error;
  }

  await once(target, work.make).catch((error: unknown) => {
    throw error instanceof MediaNotFoundError ? new NotFound(MESSAGES.memeNotFound) : error;
  });
  // Deleted while it was converted: the delete may have run before the conversion was stored.
  if (!(await findUserMeme(ctx.db, work.userId, work.memeId))) {
    await removeMemeFiles(ctx.storage, ctx.logger, [fileKey]);
    throw new NotFound(MESSAGES.memeNotFound);
  }
  return answer(await openStored(ctx, target));
}
