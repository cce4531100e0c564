import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { refreshTokens } from '../db/schema';
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

/** Revokes the token (and nothing else); unknown tokens are ignored. */
export async function revokeRefreshToken(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), isNull(refreshTokens.revokedAt)));
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
