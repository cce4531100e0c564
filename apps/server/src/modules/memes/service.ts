/**
 * My Memes: a user's memes, newest first, searched by caption and topic; like, dislike and
 * favourite; deleting one. Another user's meme is not found.
 */
import {
  MESSAGES,
  UserMemesListSchema,
  type JobStatus,
  type Meme,
  type MemeActionRequest,
  type UserMemesQuery,
} from '@memeforge/contract';
import type { Logger } from '../../logger';
import { NotFound } from '../../domain-errors';
import { browsePage } from '../../pagination';
import { removeMemeFiles, removeStoredFiles } from './meme-files';
import { toJobStatus, toMeme, unknownJobStatus } from './presenters';
import {
  deleteUserMeme,
  findUserMeme,
  findUserMemeByJob,
  listUserMemes,
  updateUserMeme,
  userMemesVersion,
} from './store';
import { memesPages } from './list-cache';
import { privateLinkTimes } from '../../adapters/storage/signed-links';
import type { Services } from '../../wiring/services';

export type MemesContext = Pick<Services, 'db' | 'storage'> & {
  /** Where a file that could not be removed is reported; the routes give the app's logger. */
  logger?: Pick<Logger, 'warn'>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A page of the person's memes, newest first, as the JSON text it is sent as (checked against the contract's schema when made),
 * made again only when the person's memes changed since (list-cache.ts): a page that is asked for
 * again and again (a tab left open, a client polling) costs one small query instead of the page's
 * query, its presenting and its serialising.
 */
export async function listMemesJson(
  ctx: MemesContext,
  userId: number,
  query: UserMemesQuery,
  path: string,
): Promise<string> {
  const { signedAt } = privateLinkTimes(Date.now());
  const key = JSON.stringify([
    userId,
    signedAt,
    path,
    query.search ?? '',
    query.type ?? 0,
    query.page,
    query.page_size,
  ]);
  const seen = await userMemesVersion(ctx.db, userId);
  const page = await memesPages(ctx.db).page(key, seen, async () => {
    // Read after `seen` was: the page shows the memes as they were then, or newer.
    const list = await browsePage(
      query,
      path,
      (filter, slice) => listUserMemes(ctx.db, userId, filter, slice),
      (row) => toMeme(row, ctx.storage),
    );
    return { version: seen, json: JSON.stringify(UserMemesListSchema.parse(list)) };
  });
  return page.json;
}

export async function getMeme(ctx: MemesContext, userId: number, memeId: string): Promise<Meme> {
  const found = await findUserMeme(ctx.db, userId, memeId);
  if (!found) throw new NotFound(MESSAGES.memeNotFound);
  return toMeme(found, ctx.storage);
}

/** Like and dislike exclude each other; 'clear' takes both back; favourites are separate. */
const ACTION_FLAGS: Record<
  MemeActionRequest['action'],
  { isLiked?: boolean; isDisliked?: boolean; isFavorited?: boolean }
> = {
  like: { isLiked: true, isDisliked: false },
  dislike: { isLiked: false, isDisliked: true },
  clear: { isLiked: false, isDisliked: false },
  favorite: { isFavorited: true },
  unfavorite: { isFavorited: false },
};

export async function actOnMeme(ctx: MemesContext, userId: number, request: MemeActionRequest): Promise<Meme> {
  const found = await findUserMeme(ctx.db, userId, request.memeId);
  if (!found) throw new NotFound(MESSAGES.memeNotFound);
  const meme = await updateUserMeme(ctx.db, userId, request.memeId, ACTION_FLAGS[request.action]);
  return toMeme({ meme: meme ?? found.meme, template: found.template }, ctx.storage);
}

/**
 * Deletes the meme, then its file and the conversions made for its downloads, so they stop being
 * served (plain URLs are cached as immutable).
 */
export async function deleteMeme(ctx: MemesContext, userId: number, memeId: string): Promise<void> {
  const deleted = await deleteUserMeme(ctx.db, userId, memeId);
  if (!deleted) throw new NotFound(MESSAGES.memeNotFound);
  if (deleted.fileKey) await removeMemeFiles(ctx.storage, ctx.logger, [deleted.fileKey]);
  const ownFiles = [deleted.uploadKey, deleted.shareFileKey].filter((key) => key !== null);
  await removeStoredFiles(ctx.storage, ctx.logger, ownFiles);
}

/** The render job's status; an id that is not one of this user's jobs answers a failed record. */
export async function jobStatus(ctx: MemesContext, userId: number, jobId: string): Promise<JobStatus> {
  if (!UUID.test(jobId)) return unknownJobStatus(jobId, MESSAGES.jobNotFound);
  const meme = await findUserMemeByJob(ctx.db, userId, jobId);
  return meme ? toJobStatus(meme, ctx.storage) : unknownJobStatus(jobId, MESSAGES.jobNotFound);
}
