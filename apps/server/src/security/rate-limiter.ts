/**
 * Fixed-window rate limits kept in the database, so every server process counts together. A rule
 * names what is limited ("login failures per account"); the subject is whose count it is (an
 * e-mail, an address). Refusals are 429 with Retry-After, in the same voice as other errors.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { rateLimitCounters } from '../db/schema';
import type { Db } from '../db/types';
import { RateLimited } from '../domain-errors';

export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

function keyOf(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject.toLowerCase()}`;
}

function secondsLeft(windowStartedAt: Date, rule: RateLimitRule, now: Date): number {
  const endsAt = windowStartedAt.getTime() + rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts one event and refuses it once the window's limit is passed. */
  async consume(rule: RateLimitRule, subject: string, now = new Date()): Promise<void> {
    const windowFloor = new Date(now.getTime() - rule.windowSeconds * 1000);
    const expired = sql`${rateLimitCounters.windowStartedAt} <= ${windowFloor.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key: keyOf(rule, subject), windowStartedAt: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStartedAt} end`,
        },
      })
      .returning();
    if (row && row.hits > rule.limit) throw new RateLimited(secondsLeft(row.windowStartedAt, rule, now));
  }

  /** Refuses when the limit is already reached, without counting (for "failures only" limits). */
  async check(rule: RateLimitRule, subject: string, now = new Date()): Promise<void> {
    const [row] = await this.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, keyOf(rule, subject)))
      .limit(1);
    if (!row) return;
    const windowOpen = row.windowStartedAt.getTime() > now.getTime() - rule.windowSeconds * 1000;
    if (windowOpen && row.hits >= rule.limit) throw new RateLimited(secondsLeft(row.windowStartedAt, rule, now));
  }

  /** Counts one event without refusing it (the refusal comes from the next check). */
  async record(rule: RateLimitRule, subject: string, now = new Date()): Promise<void> {
    try {
      await this.consume(rule, subject, now);
    } catch (error) {
      if (!(error instanceof RateLimited)) throw error;
    }
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, keyOf(rule, subject)));
  }

  /** Housekeeping: counters whose window ended long ago. */
  static async purgeStale(db: Db, olderThan: Date): Promise<number> {
    const removed = await db
      .delete(rateLimitCounters)
      .where(and(lt(rateLimitCounters.windowStartedAt, olderThan)))
      .returning({ key: rateLimitCounters.key });
    return removed.length;
  }
}
