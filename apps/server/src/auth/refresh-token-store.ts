import { createHash } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { refreshTokens, users } from '../db/schema';
import type { Db } from '../db/types';

/** Refresh tokens are stored only as SHA-256 hashes: a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function insertRefreshToken(
  db: Db,
  row: { id: string; userId: number; familyId: string; token: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({
    id: row.id,
    userId: row.userId,
    familyId: row.familyId,
    tokenHash: hashToken(row.token),
    expiresAt: row.expiresAt,
  });
}

export async function purgeExpiredRefreshTokens(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, now))
    .returning({ id: refreshTokens.id });
  return removed.length;
}

export async function findRefreshToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

/**
 * Marks the token rotated, pointing at its replacement. Conditional on it being live, so of two
 * concurrent rotations of one token only one succeeds.
 */
export async function markRotated(db: Db, id: string, replacedBy: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now, replacedBy })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user (password change). */
export async function revokeAllRefreshTokensOf(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Whether the session (family) was ended: by a logout, a reuse of a rotated token or an end of
 * every session, all of which revoke a token without a replacement. Rotation always names the
 * replacement, so a family caught between the old token's rotation and the new one's insert
 * still reads as live.
 */
export async function familyEnded(db: Db, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt), isNull(refreshTokens.replacedBy)),
    )
    .limit(1);
  return row !== undefined;
}

/** When the account was disabled, or null: every way in checks it before a session starts. */
export async function accountDisabledAt(db: Db, userId: number): Promise<Date | null> {
  const [account] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId)).limit(1);
  return account?.disabledAt ?? null;
}
