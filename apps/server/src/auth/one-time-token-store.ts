/**
 * Single-use secrets sent by e-mail (verification keys, password-reset tokens, sign-in links for
 * locked accounts). Only a hash is
 * stored; using one marks it used in the same statement that checks it, so two clicks cannot both
 * win.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { oneTimeTokens } from '../db/schema';
import type { Db } from '../db/types';
import { hashToken } from './refresh-token-store';

export type OneTimePurpose = 'verify_email' | 'password_reset' | 'sign_in_link';

export const VERIFY_EMAIL_TTL_MS = 3 * 24 * 60 * 60 * 1000;
/** An hour: enough to open the e-mail just asked for, and useless in a mailbox read later. */
export const PASSWORD_RESET_TTL_HOURS = 1;
export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_TTL_HOURS * 60 * 60 * 1000;
/** As long as the lockout it gets round (docs/product.md §4.4): a sign-in link is worth stealing. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;
export const SIGN_IN_LINK_TTL_MS = SIGN_IN_LINK_TTL_MINUTES * 60 * 1000;

export async function issueOneTimeToken(
  db: Db,
  purpose: OneTimePurpose,
  userId: number,
  ttlMs: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    purpose,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/** Where a token is looked up: the database, what it is for, the token as e-mailed, and when. */
type TokenLookup = [db: Db, purpose: OneTimePurpose, token: string, now?: Date];

function usable(purpose: OneTimePurpose, token: string, now: Date) {
  return and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );
}

/** The owner of a usable token, without using it up. */
export async function peekOneTimeToken(
  ...[db, purpose, token, now = new Date()]: TokenLookup
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(usable(purpose, token, now))
    .limit(1);
  return row?.userId;
}

/** Uses the token up and answers its owner, or undefined when it is unknown, used or expired. */
export async function consumeOneTimeToken(
  ...[db, purpose, token, now = new Date()]: TokenLookup
): Promise<number | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(usable(purpose, token, now))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}

/** Every outstanding token of that purpose for the user stops working (e.g. after a password change). */
export async function revokeOneTimeTokens(db: Db, purpose: OneTimePurpose, userId: number, now = new Date()) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

export async function purgeSpentOneTimeTokens(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, now), lt(oneTimeTokens.usedAt, new Date(now.getTime() - 86_400_000))))
    .returning({ id: oneTimeTokens.id });
  return removed.length;
}
