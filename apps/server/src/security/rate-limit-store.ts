/** The rate limiter's counters (table `rate_limit_counters`): one row per rule and subject. */
import { eq, lt, sql } from 'drizzle-orm';
import { rateLimitCounters } from '../db/schema';
import type { Db } from '../db/types';

type RateLimitCounterRow = typeof rateLimitCounters.$inferSelect;

/**
 * Counts one event under `key` in one statement: a window that started at or before `windowFloor`
 * has ended, so the count starts again at 1 from `now`. Answers the counter as it is after.
 */
export async function countEvent(
  db: Db,
  key: string,
  now: Date,
  windowFloor: Date,
): Promise<RateLimitCounterRow | undefined> {
  const expired = sql`${rateLimitCounters.windowStartedAt} <= ${windowFloor.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning();
  return row;
}

/** One event fewer, never below zero. */
export async function uncountEvent(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(eq(rateLimitCounters.key, key));
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

export async function deleteCountersOlderThan(db: Db, olderThan: Date): Promise<number> {
  const removed = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStartedAt, olderThan))
    .returning({ key: rateLimitCounters.key });
  return removed.length;
}
