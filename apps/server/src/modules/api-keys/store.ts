/** The api_keys table's queries. */
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { ApiKeyScope } from '@memeforge/contract';
import { apiKeys, users, type ApiKeyRow } from '../../db/schema';
import type { Db } from '../../db/types';

export interface NewApiKey {
  userId: number;
  name: string;
  prefix: string;
  keyHash: string;
  scopes: ApiKeyScope[];
  expiresAt: Date | null;
}

export async function insertApiKey(db: Db, key: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(key).returning();
  return row!;
}

/** Keys that still work or may (not revoked, not expired), newest first. */
export async function listLiveApiKeys(db: Db, userId: number, now = new Date()): Promise<ApiKeyRow[]> {
  return await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), liveAt(now)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function countLiveApiKeys(db: Db, userId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), liveAt(now)));
  return row?.n ?? 0;
}

function liveAt(now: Date) {
  return and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));
}

/** Revokes the person's key; answers its hash, or undefined when they have no such live key. */
export async function revokeApiKey(
  db: Db,
  userId: number,
  keyId: number,
  now = new Date(),
): Promise<string | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ keyHash: apiKeys.keyHash });
  return row?.keyHash;
}

export async function findApiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash)).limit(1);
  return row;
}

export async function recordApiKeyUse(db: Db, keyId: number, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, keyId));
}

/** Holds the person's row until the transaction ends, so two creations cannot both pass the count. */
export async function lockKeyOwner(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
