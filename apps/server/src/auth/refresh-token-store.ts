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
