/**
 * Whether a session (a refresh-token family, named by the access token's `sid`) has been ended,
 * remembered for a few seconds so that checking it costs no query per request, like the access
 * cache beside it. A logout marks its session ended here at once and is announced to every other
 * process as it commits; one that missed the notice sees it within SESSION_CACHE_TTL_MS. One cache
 * per database handle, so tests never share entries; concurrent checks of one session share one
 * query (lru-cache's fetch).
 */
import { familyEnded } from '../../auth/refresh-token-store';
import { announceChange } from '../../db/change-notices';
import { perDatabaseCache } from '../../db/per-database-cache';
import type { Db } from '../../db/types';

/** As long as the access cache's, so every way a token ends reaches other processes alike. */
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX = 50_000;

const cacheOf = perDatabaseCache<string, boolean>({
  max: SESSION_CACHE_MAX,
  ttlMs: SESSION_CACHE_TTL_MS,
  load: familyEnded,
  forgetOn: { topic: 'session-ended', key: String },
});

/** Whether the session has been ended, at most SESSION_CACHE_TTL_MS old (at once for this process's logouts). */
export async function sessionEnded(db: Db, sessionId: string): Promise<boolean> {
  return await cacheOf(db).get(sessionId);
}

/**
 * Called after a logout has revoked the session's tokens: its access tokens are refused from now
 * on here, and in every other process as the logout commits (they forget what they knew of it).
 */
export async function rememberSessionEnded(db: Db, sessionId: string): Promise<void> {
  cacheOf(db).remember(sessionId, true);
  await announceChange(db, 'session-ended', sessionId);
}
