/**
 * What a key hash stands for, remembered for a few seconds so that a request with a key costs no
 * query, like the access cache beside the sessions. A revocation is forgotten here at once and in
 * every other process as it commits (a change notice); a process that missed the notice drops
 * everything when its listening connection is back, and otherwise within KEY_CACHE_TTL_MS.
 * Also notes when each key was last used, at most once a minute per key and process.
 */
import type { ApiKeyScope } from '@memeforge/contract';
import { announceChange } from '../../db/change-notices';
import { perDatabaseCache } from '../../db/per-database-cache';
import type { Db } from '../../db/types';
import { findApiKeyByHash, recordApiKeyUse } from './store';

export const KEY_CACHE_TTL_MS = 5_000;
const KEY_CACHE_MAX = 20_000;
const LAST_USED_EVERY_MS = 60_000;

export interface KnownKey {
  id: number;
  userId: number;
  scopes: readonly ApiKeyScope[];
  /** Epoch milliseconds, or null for a key that never expires. */
  expiresAt: number | null;
  revoked: boolean;
}

type Entry = KnownKey | { missing: true };

const cacheOf = perDatabaseCache<string, Entry>({
  max: KEY_CACHE_MAX,
  ttlMs: KEY_CACHE_TTL_MS,
  load: async (db, keyHash) => {
    const row = await findApiKeyByHash(db, keyHash);
    if (!row) return { missing: true };
    return {
      id: row.id,
      userId: row.userId,
      scopes: row.scopes as ApiKeyScope[],
      expiresAt: row.expiresAt?.getTime() ?? null,
      revoked: row.revokedAt !== null,
    };
  },
  forgetOn: { topic: 'api-key-revoked', key: String },
});

export async function knownApiKey(db: Db, keyHash: string): Promise<KnownKey | undefined> {
  const entry = await cacheOf(db).get(keyHash);
  return 'missing' in entry ? undefined : entry;
}

/** Forgets a revoked key here (`db`, the process's handle) and announces it on `tx`, sent as it commits. */
export async function forgetRevokedKey(tx: Db, db: Db, keyHash: string): Promise<void> {
  cacheOf(db).forget(keyHash);
  await announceChange(tx, 'api-key-revoked', keyHash);
}

const lastWrittenByDb = new WeakMap<Db, Map<number, number>>();

/** Notes the key's use in the background (its list shows "last used"); a failure only loses the note. */
export function noteApiKeyUse(db: Db, keyId: number, now = Date.now()): void {
  let lastWritten = lastWrittenByDb.get(db);
  if (!lastWritten) {
    lastWritten = new Map();
    lastWrittenByDb.set(db, lastWritten);
  }
  if (now - (lastWritten.get(keyId) ?? 0) < LAST_USED_EVERY_MS) return;
  lastWritten.set(keyId, now);
  if (lastWritten.size > KEY_CACHE_MAX) lastWritten.clear();
  recordApiKeyUse(db, keyId, new Date(now)).catch(() => lastWritten.delete(keyId));
}
