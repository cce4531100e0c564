/**
 * My Memes: a user's memes, newest first, searched by caption and topic; like, dislike and
 * favourite; deleting one. Another user's meme is not found.
 */
import {
  MESSAGES,
  type JobStatus,
  type Meme,
  type MemeActionRequest,
  type UserMemesList,
  type UserMemesQuery,
} from '@memeforge/contract';
import type { Logger } from '../../logger';
import { NotFound } from '../../domain-errors';
import { browsePage } from '../../pagination';
import { removeMemeFiles, removeStoredFiles } from './meme-files';
import { toJobStatus, toMeme, unknownJobStatus } from './presenters';
import { deleteUserMeme, findUserMeme, findUserMemeByJob, listUserMemes, updateUserMeme } from './store';
import type { Services } from '../../wiring/services';

export type MemesContext = Pick<Services, 'db' | 'storage'> & {
  /** Where a file that could not be removed is reported; the routes give the app's logger. */
  logger?: Pick<Logger, 'warn'>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listMemes(
  ctx: MemesContext,
  userId: number,
  query: UserMemesQuery,
  path: string,
): Promise<UserMemesList> {
  return browsePage(
    query,
    path,
    (filter, page) => listUserMemes(ctx.db, userId, filter, page),
    (row) => toMeme(row, ctx.storage),
  );
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
