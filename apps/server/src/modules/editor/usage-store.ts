/**
 * What the editor's metering reads (decision 047): the bytes a person's memes keep, how many of
 * their editor videos are still being made, and the account lock that makes a check and the
 * insert after it one step. Reads only: memes/store stays the one writer of the memes table.
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MEDIA_TYPE } from '@memeforge/contract';
import { memes, users, type MemeRow } from '../../db/schema';
import type { Db } from '../../db/types';

const UNFINISHED: MemeRow['status'][] = ['queued', 'started', 'processing'];

/** The bytes all of the person's memes keep; an index-only sum over memes_user_stored_bytes_idx. */
export async function storedBytesOf(db: Db, userId: number): Promise<number> {
  // sum(bigint) is numeric, which drivers hand over as text: read as text on both engines.
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${memes.storedBytes}), 0)::text` })
    .from(memes)
    .where(eq(memes.userId, userId));
  return Number(row?.bytes ?? 0);
}

/** The person's editor videos (no batch) that are queued or rendering. */
export async function editorVideosInProgress(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memes)
    .where(
      and(
        eq(memes.userId, userId),
        isNull(memes.batchId),
        eq(memes.type, MEDIA_TYPE.video),
        inArray(memes.status, UNFINISHED),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Holds the account's row until the transaction ends: two saves of one person at the same moment
 * check and insert one after the other, so neither slips past a limit the other just reached.
 */
export async function lockAccount(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
