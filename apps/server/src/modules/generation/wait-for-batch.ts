/**
 * The fast paths: wait a short, bounded time for work the request just queued, so it usually
 * comes back finished. `waitForBatch` (POST /memes/generate/) returns as soon as every image meme
 * of the batch has ended (or, in a batch of videos only, every meme); `waitForMeme` (the editor's
 * saves) as soon as the one meme has. Either returns when the time is up; whatever still runs is
 * polled by the client. They read the database, so they work the same when the renders run in
 * another process.
 */
import { isTerminalMemeStatus, MemeStatusSchema } from '@memeforge/contract';
import type { Db } from '../../db/types';
import { findBatchMemes, findUserMeme, type MemeWithTemplate } from '../memes/store';

const POLL_MS = 40;

const ended = (row: MemeWithTemplate) => isTerminalMemeStatus(MemeStatusSchema.catch('failed').parse(row.meme.status));

export function batchSettled(rows: MemeWithTemplate[]): boolean {
  const images = rows.filter((row) => row.meme.type === 1);
  return (images.length > 0 ? images : rows).every(ended);
}

/** Reads `read` every POLL_MS until `settled` says so or the time is up; answers the last read. */
async function pollUntil<T>(read: () => Promise<T>, settled: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (settled(value) || Date.now() + POLL_MS > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export function waitForBatch(db: Db, batchId: string, timeoutMs: number): Promise<MemeWithTemplate[]> {
  return pollUntil(() => findBatchMemes(db, batchId), batchSettled, timeoutMs);
}

/** One of the user's memes once it has ended, or as it is when the time is up; undefined when it is gone. */
export function waitForMeme(
  db: Db,
  userId: number,
  memeId: string,
  timeoutMs: number,
): Promise<MemeWithTemplate | undefined> {
  return pollUntil(
    () => findUserMeme(db, userId, memeId),
    (row) => !row || ended(row),
    timeoutMs,
  );
}
