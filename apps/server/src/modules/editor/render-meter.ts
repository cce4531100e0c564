/**
 * The editor's renders are metered (issue 27, decision 047): they cost no credit (decision 018),
 * so without this one account could queue renders without end and fill the disk. Three rules, each
 * asked before anything is stored: at most EDITOR_VIDEOS_IN_PROGRESS_MAX of a person's editor
 * videos queued or rendering at once (429), what their memes keep within their plan's storage
 * (413, saying how to free space), and a per-person rate on renders started (429). A refused call
 * stores nothing and counts nothing. The cap and the quota are asked again, under the account's
 * lock, in the transaction that inserts the meme, so saves racing each other cannot slip past.
 */
import { EDITOR_VIDEOS_IN_PROGRESS_MAX, formatStorageBytes, MESSAGES } from '@memeforge/contract';
import type { NewMemeRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { RateLimited, StorageFull } from '../../domain-errors';
import type { RateLimitRule } from '../../security/rate-limiter';
import type { Entitlements } from '../entitlements/service';
import { insertMemes } from '../memes/store';
import type { EditorContext } from './editor-memes';
import { editorVideosInProgress, lockAccount, storedBytesOf } from './usage-store';

/**
 * Our choice: renders (image saves and video starts) per person per 10 minutes. Three a minute on
 * average is far more than a person editing by hand saves; a script looping on the calls is held
 * to 180 an hour.
 */
export const EDITOR_RENDER_RATE_LIMIT: RateLimitRule = {
  name: 'editor-render-user',
  limit: 30,
  windowSeconds: 600,
  message: MESSAGES.editorRendersTooFast,
};

/** The Retry-After of the videos-in-progress cap: about what a short clip takes to render. */
export const VIDEOS_IN_PROGRESS_RETRY_S = 30;

export interface RenderRequest {
  /** What the call itself stores before its render: the person's own picture or clip; 0 for none. */
  bytes: number;
  /** A video start, held to the cap on videos in progress. */
  video: boolean;
}

async function checkRoom(db: Db, userId: number, entitlements: Entitlements, request: RenderRequest) {
  if (request.video && (await editorVideosInProgress(db, userId)) >= EDITOR_VIDEOS_IN_PROGRESS_MAX) {
    throw new RateLimited(VIDEOS_IN_PROGRESS_RETRY_S, MESSAGES.editorVideosInProgress(EDITOR_VIDEOS_IN_PROGRESS_MAX));
  }
  const quota = entitlements.storageBytes;
  const used = await storedBytesOf(db, userId);
  // Full is full even for a call that brings no file of its own: its render adds one.
  if (used >= quota || used + request.bytes > quota) {
    throw new StorageFull(MESSAGES.storageFull(formatStorageBytes(quota)));
  }
}

/** Before anything is stored: room for the render, then the render counted against the rate. */
export async function admitRender(
  ctx: EditorContext,
  userId: number,
  entitlements: Entitlements,
  request: RenderRequest,
): Promise<void> {
  await checkRoom(ctx.db, userId, entitlements, request);
  await ctx.limiter.consume(EDITOR_RENDER_RATE_LIMIT, String(userId));
}

/**
 * Inserts an admitted meme after asking the cap and the quota again under the account's lock; a
 * refusal there (a racing save took the room) gives the rate count back. The caller removes
 * whatever it stored when this throws.
 */
export async function insertAdmitted(
  ctx: EditorContext,
  userId: number,
  entitlements: Entitlements,
  row: NewMemeRow,
  request: RenderRequest,
): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      await checkRoom(tx, userId, entitlements, request);
      await insertMemes(tx, [row]);
    });
  } catch (error) {
    if (error instanceof RateLimited || error instanceof StorageFull) {
      await ctx.limiter.release(EDITOR_RENDER_RATE_LIMIT, String(userId));
    }
    throw error;
  }
}
