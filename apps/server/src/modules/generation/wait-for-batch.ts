/**
 * The generate request's fast path: wait a short, bounded time for the batch, so image memes come
 * back finished in the answer. It returns as soon as every image meme has ended (or, in a batch of
 * videos only, every meme), or when the time is up; whatever still runs is polled by the client.
 * It reads the database, so it works the same when the renders run in another process.
 */
import { isTerminalMemeStatus, MemeStatusSchema } from '@memeforge/contract';
import type { Db } from '../../db/types';
import { findBatchMemes, type MemeWithTemplate } from '../memes/store';

const POLL_MS = 40;

const ended = (row: MemeWithTemplate) => isTerminalMemeStatus(MemeStatusSchema.catch('failed').parse(row.meme.status));

export function batchSettled(rows: MemeWithTemplate[]): boolean {
  const images = rows.filter((row) => row.meme.type === 1);
  return (images.length > 0 ? images : rows).every(ended);
}

export async function waitForBatch(db: Db, batchId: string, timeoutMs: number): Promise<MemeWithTemplate[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await findBatchMemes(db, batchId);
    if (batchSettled(rows) || Date.now() + POLL_MS > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
