/**
 * The fast paths: wait a short, bounded time for work the request just queued, so it usually
 * comes back finished. `waitForBatch` (POST /memes/generate/) returns as soon as every image meme
 * of the batch has ended (or, in a batch of videos only, every meme); `waitForMeme` (the editor's
 * saves) as soon as the one meme has. Either returns when the time is up; whatever still runs is
 * polled by the client. They read the database when a meme they wait for ends (a change notice
 * from whichever process rendered it, `meme-endings.ts`), and once a second in case a notice was
 * missed, so they work the same when the renders run in another process.
 */
import { isTerminalMemeStatus, MemeStatusSchema } from '@memeforge/contract';
import type { Db } from '../../db/types';
import { findBatchMemes, findUserMeme, type MemeWithTemplate } from '../memes/store';
import { watchEndings } from './meme-endings';

/** A read without a notice, for a process whose listening connection broke. */
const UNPROMPTED_READ_MS = 1000;

const ended = (row: MemeWithTemplate) => isTerminalMemeStatus(MemeStatusSchema.catch('failed').parse(row.meme.status));

export function batchSettled(rows: MemeWithTemplate[]): boolean {
  const images = rows.filter((row) => row.meme.type === 1);
  return (images.length > 0 ? images : rows).every(ended);
}

/**
 * Reads until `settled` says so or the time is up, again each time one of the memes `idsOf` names
 * ends; answers the last read.
 */
async function readUntil<T>(
  db: Db,
  read: () => Promise<T>,
  idsOf: (value: T) => string[],
  settled: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let ids: Set<string> | null = null;
  const watch = watchEndings(db, (memeId) => ids === null || ids.has(memeId));
  try {
    for (;;) {
      const value = await read();
      const left = deadline - Date.now();
      if (settled(value) || left <= 0) return value;
      ids = new Set(idsOf(value));
      await watch.next(Math.min(left, UNPROMPTED_READ_MS));
    }
  } finally {
    watch.stop();
  }
}

export function waitForBatch(db: Db, batchId: string, timeoutMs: number): Promise<MemeWithTemplate[]> {
  return readUntil(
    db,
    () => findBatchMemes(db, batchId),
    (rows) => rows.map((row) => row.meme.id),
    batchSettled,
    timeoutMs,
  );
}

/** One of the user's memes once it has ended, or as it is when the time is up; undefined when it is gone. */
export function waitForMeme(
  db: Db,
  userId: number,
  memeId: string,
  timeoutMs: number,
): Promise<MemeWithTemplate | undefined> {
  return readUntil(
    db,
    () => findUserMeme(db, userId, memeId),
    () => [memeId],
    (row) => !row || ended(row),
    timeoutMs,
  );
}
