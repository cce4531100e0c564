/**
 * Share links (decision 025): the owner turns sharing of a finished meme on and off; anyone reads
 * a shared meme's page data and its still. A meme that is not shared, unfinished, deleted or
 * unknown is simply not found, with no hint of which.
 */
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
import { removeMemeFiles } from '../memes/meme-files';
import { findUserMeme, setMemeShared } from '../memes/store';
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
 * Shares one of the user's memes: NotFound when it is not theirs (or not there), NotReady while it
 * is being made or when it failed. A video meme's poster frame is made first, so the first link
 * preview already has its image. Sharing a shared meme again changes nothing.
 */
export async function shareMeme(ctx: SharingContext, userId: number, memeId: string): Promise<MemeShare> {
  const found = await findUserMeme(ctx.db, userId, memeId);
  if (!found) throw new NotFound(MESSAGES.memeNotFound);
  const { meme } = found;
  if (meme.status === 'failed') throw new NotReady(meme.error ?? MESSAGES.renderFailed);
  if (meme.status !== 'finished' || !meme.fileKey) throw new NotReady(MESSAGES.memeNotReady);
  if (meme.type === MEDIA_TYPE.video) {
    await ensureVideoPoster(ctx.storage, meme.fileKey).catch((error: unknown) => {
      if (!(error instanceof MediaNotFoundError)) throw error;
      ctx.logger?.warn({ fileKey: meme.fileKey }, "a finished meme's file is missing from storage");
      throw new NotFound(MESSAGES.memeNotFound);
    });
  }
  const row = await setMemeShared(ctx.db, userId, memeId, true);
  if (!row) {
    // Deleted while its poster was made: the delete may have run before the poster was stored.
    await removeMemeFiles(ctx.storage, ctx.logger, [meme.fileKey]);
    throw new NotFound(MESSAGES.memeNotFound);
  }
  return answer(ctx, row.id, row.sharedAt);
}

/** Stops sharing one of the user's memes: its page, data and still answer 404 from the next request. */
export async function stopSharingMeme(ctx: SharingContext, userId: number, memeId: string): Promise<MemeShare> {
  const row = await setMemeShared(ctx.db, userId, memeId, false);
  if (!row) throw new NotFound(MESSAGES.memeNotFound);
  return answer(ctx, row.id, null);
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
    videoUrl: kind === 'video' ? await absoluteFileUrl(ctx, fileKey) : null,
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
