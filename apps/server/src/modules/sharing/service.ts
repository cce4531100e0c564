/**
 * Share links (decision 025): the owner turns sharing of a finished meme on and off; anyone reads
 * a shared meme's page data and its still. A meme that is not shared, unfinished, deleted or
 * unknown is simply not found, with no hint of which.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  MEDIA_TYPE,
  MESSAGES,
  altTextOf,
  sharedMemeImagePath,
  sharedMemePath,
  type MemeShare,
  type SharedMeme,
} from '@memeforge/contract';
import { MediaNotFoundError } from '../../adapters/storage';
import { NotFound, NotReady } from '../../domain-errors';
import type { Logger } from '../../logger';
import { contentTypeOfKey } from '../memes/download-service';
import { removeMemeFiles, removeStoredFiles } from '../memes/meme-files';
import { findUserMeme, setMemeShared, setShareFileKey, unsetMemeShared } from '../memes/store';
import { findSharedMeme, type SharedMemeRow } from './store';
import { ensureVideoPoster } from './video-poster';
import type { Services } from '../../wiring/services';

export type SharingContext = Pick<Services, 'db' | 'storage' | 'publicUrl'> & { logger?: Pick<Logger, 'warn'> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long a shared page, its data and its still may be kept by a browser or a proxy. */
export const SHARED_MAX_AGE_SECONDS = 60;
export const SHARED_CACHE_CONTROL = `public, max-age=${SHARED_MAX_AGE_SECONDS}`;

function answer(ctx: SharingContext, memeId: string, sharedAt: Date | null): MemeShare {
  return {
    memeId,
    shareUrl: sharedAt ? `${ctx.publicUrl}${sharedMemePath(memeId)}` : null,
    sharedAt: sharedAt?.toISOString() ?? null,
  };
}

/**
 * A shared video's public copy, which its page plays (`shares/<random>/<name>`, a public key): the
 * meme's own file is private, and a copy under a key nobody can guess is one that stopping the
 * share can delete. Image memes need none: their page shows the still our route serves, which
 * checks the share on every request.
 */
async function makeShareCopy(ctx: SharingContext, fileKey: string): Promise<string> {
  const copyKey = `shares/${randomUUID()}/${path.posix.basename(fileKey)}`;
  await ctx.storage.put(copyKey, await ctx.storage.openRead(fileKey), { contentType: contentTypeOfKey(fileKey) });
  return copyKey;
}

/** Deletes a public copy nobody names any more (sharing stopped, or a racing share kept another). */
async function dropShareCopy(ctx: SharingContext, copyKey: string | null): Promise<void> {
  if (copyKey) await removeStoredFiles(ctx.storage, ctx.logger, [copyKey]);
}

/** A video's poster frame, and its public copy unless it has one (answered, else null). NotFound when its file is gone. */
async function prepareVideoShare(ctx: SharingContext, fileKey: string, existingCopy: string | null) {
  try {
    await ensureVideoPoster(ctx.storage, fileKey);
    return existingCopy ? null : await makeShareCopy(ctx, fileKey);
  } catch (error) {
    if (!(error instanceof MediaNotFoundError)) throw error;
    ctx.logger?.warn({ fileKey }, "a finished meme's file is missing from storage");
    throw new NotFound(MESSAGES.memeNotFound);
  }
}

/**
 * Shares one of the user's memes: NotFound when it is not theirs (or not there), NotReady while it
 * is being made or when it failed. A video meme's poster frame and public copy are made first, so
 * the first link preview already has its image. Sharing a shared meme again changes nothing.
 */
export async function shareMeme(ctx: SharingContext, userId: number, memeId: string): Promise<MemeShare> {
  const found = await findUserMeme(ctx.db, userId, memeId);
  if (!found) throw new NotFound(MESSAGES.memeNotFound);
  const { meme } = found;
  if (meme.status === 'failed') throw new NotReady(meme.error ?? MESSAGES.renderFailed);
  if (meme.status !== 'finished' || !meme.fileKey) throw new NotReady(MESSAGES.memeNotReady);
  const copyKey = meme.type === MEDIA_TYPE.video ? await prepareVideoShare(ctx, meme.fileKey, meme.shareFileKey) : null;
  const row = await setMemeShared(ctx.db, userId, memeId, copyKey);
  if (!row) {
    // Deleted while its poster was made: the delete may have run before the poster was stored.
    await removeMemeFiles(ctx.storage, ctx.logger, [meme.fileKey]);
    await dropShareCopy(ctx, copyKey);
    throw new NotFound(MESSAGES.memeNotFound);
  }
  if (copyKey && row.shareFileKey !== copyKey) await dropShareCopy(ctx, copyKey);
  return answer(ctx, row.id, row.sharedAt);
}

/**
 * Stops sharing one of the user's memes: its page, data and still answer 404 from the next
 * request, and a video's public copy is deleted, so its file stops answering too.
 */
export async function stopSharingMeme(ctx: SharingContext, userId: number, memeId: string): Promise<MemeShare> {
  const row = await unsetMemeShared(ctx.db, userId, memeId);
  if (!row) throw new NotFound(MESSAGES.memeNotFound);
  await dropShareCopy(ctx, row.shareFileKey);
  return answer(ctx, row.id, null);
}

/** The public copy a shared video plays, made now for a meme shared before copies were made. */
async function shareCopyOf(ctx: SharingContext, meme: SharedMemeRow['meme']): Promise<string> {
  if (meme.shareFileKey) return meme.shareFileKey;
  const made = await makeShareCopy(ctx, meme.fileKey!);
  const kept = await setShareFileKey(ctx.db, meme.id, made);
  if (kept !== made) await dropShareCopy(ctx, made);
  // Sharing stopped meanwhile (nothing kept): the page is about to be gone; answer the copy anyway.
  return kept ?? made;
}

async function findShared(ctx: SharingContext, memeId: string): Promise<SharedMemeRow | undefined> {
  return UUID.test(memeId) ? findSharedMeme(ctx.db, memeId.toLowerCase()) : undefined;
}

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm' };

/** Where a stored file is served from, absolute (the local store answers a site-relative /media/ path). */
async function absoluteFileUrl(ctx: SharingContext, key: string): Promise<string> {
  return new URL(await ctx.storage.url(key), `${ctx.publicUrl}/`).href;
}

/** The page's title: the caption on one line, else what the meme is. */
function titleOf(caption: string, kind: 'image' | 'video', templateTitle: string | null): string {
  const flat = caption.replace(/\s+/g, ' ').trim();
  if (flat) return flat;
  const what = kind === 'video' ? 'Video meme' : 'Meme';
  return templateTitle ? `${what}: ${templateTitle}` : what;
}

/** What a shared meme's public page shows; null when there is no such page (not shared, unknown, malformed). */
export async function sharedMeme(ctx: SharingContext, memeId: string): Promise<SharedMeme | null> {
  const found = await findShared(ctx, memeId);
  if (!found) return null;
  const { meme, template } = found;
  const kind = meme.type === MEDIA_TYPE.video ? 'video' : 'image';
  const fileKey = meme.fileKey!;
  const caption =
    meme.document?.layers
      .map((layer) => layer.text.trim())
      .filter(Boolean)
      .join('\n') ?? meme.caption;
  const pageUrl = `${ctx.publicUrl}${sharedMemePath(meme.id)}`;
  return {
    memeId: meme.id,
    title: titleOf(caption, kind, template?.title ?? null),
    caption,
    altText: altTextOf(meme.document, { kind, title: template?.title, description: template?.description }),
    type: kind === 'video' ? MEDIA_TYPE.video : MEDIA_TYPE.image,
    width: meme.canvasWidth,
    height: meme.canvasHeight,
    pageUrl,
    imageUrl: `${ctx.publicUrl}${sharedMemeImagePath(meme.id)}`,
    imageType: kind === 'video' ? 'image/jpeg' : contentTypeOfKey(fileKey),
    videoUrl: kind === 'video' ? await absoluteFileUrl(ctx, await shareCopyOf(ctx, meme)) : null,
    videoType: kind === 'video' ? (VIDEO_TYPES[fileKey.split('.').pop()!.toLowerCase()] ?? 'video/mp4') : null,
    templateTitle: template?.title ?? null,
    createdAt: meme.createdAt.toISOString(),
    sharedAt: meme.sharedAt!.toISOString(),
  };
}

export interface SharedStill {
  body: Readable;
  contentType: string;
}

/**
 * The shared meme's still, streamed: the image meme's own file, or the video meme's poster frame
 * (made now if sharing began before it existed). Null when the meme is not shared (or its file is gone).
 */
export async function sharedMemeStill(ctx: SharingContext, memeId: string): Promise<SharedStill | null> {
  const found = await findShared(ctx, memeId);
  if (!found) return null;
  const fileKey = found.meme.fileKey!;
  try {
    if (found.meme.type === MEDIA_TYPE.video) {
      const posterKey = await ensureVideoPoster(ctx.storage, fileKey);
      return { body: await ctx.storage.openRead(posterKey), contentType: 'image/jpeg' };
    }
    return { body: await ctx.storage.openRead(fileKey), contentType: contentTypeOfKey(fileKey) };
  } catch (error) {
    if (!(error instanceof MediaNotFoundError)) throw error;
    ctx.logger?.warn({ fileKey }, "a shared meme's file is missing from storage");
    return null;
  }
}
