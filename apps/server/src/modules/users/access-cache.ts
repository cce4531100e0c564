/**
 * What an access check needs to know about a user (plan, superuser flag, whether it is disabled
 * and since when its sessions hold), remembered for a few
 * seconds. The library list checks the plan on every request, and at the rates it is asked for
 * (50 requests in flight) that one query was 40% of a request's cost on the server's thread. A
 * change made through any process on the same database (updateUser, an operator command, another
 * server) is announced and forgotten everywhere as it commits; a process that missed the notice
 * sees it within ACCESS_CACHE_TTL_MS. One cache per database handle, so tests never share entries; concurrent
 * checks for one user share one query (lru-cache's fetch). Every authenticated request asks here
 * whether its access token still holds, so ending sessions costs no query per request.
 */
import { announceChange } from '../../db/change-notices';
import { perDatabaseCache } from '../../db/per-database-cache';
import type { Db } from '../../db/types';
import { sessionEnded } from './session-cache';
import { findUserAccess, type UserAccess } from './store';

export const ACCESS_CACHE_TTL_MS = 5_000;
const ACCESS_CACHE_MAX_USERS = 10_000;

/** A missing account is remembered too, so a deleted account's token cannot make every request query. */
type Entry = UserAccess | { missing: true };

const cacheOf = perDatabaseCache<number, Entry>({
  max: ACCESS_CACHE_MAX_USERS,
  ttlMs: ACCESS_CACHE_TTL_MS,
  load: async (db, userId) => (await findUserAccess(db, userId)) ?? { missing: true },
  forgetOn: { topic: 'user-access', key: Number },
});

/** The user's plan and superuser flag, at most ACCESS_CACHE_TTL_MS old; undefined when there is no such user. */
export async function userAccess(db: Db, userId: number): Promise<UserAccess | undefined> {
  const entry = await cacheOf(db).get(userId);
  return !entry || 'missing' in entry ? undefined : entry;
}

/**
 * After a change to the account (plan, standing, sessions): this process forgets it at once, and
 * every other process when the change commits (a notice, `db/change-notices.ts`).
 */
export async function forgetUserAccess(db: Db, userId: number): Promise<void> {
  cacheOf(db).forget(userId);
  await announceChange(db, 'user-access', String(userId));
}

/**
 * Whether an access token issued at that moment still holds: its account exists, is not
 * disabled, and neither changed its password nor ended every session after the token was issued;
 * and its own session (`sessionId`, when the token names one) was not ended by a logout. Tokens
 * signed before they named their session have none, and hold until they expire.
 */
export async function accessTokenStillValid(
  db: Db,
  userId: number,
  issuedAt: Date,
  sessionId?: string,
): Promise<boolean> {
  const [access, ended] = await Promise.all([
    userAccess(db, userId),
    sessionId === undefined ? false : sessionEnded(db, sessionId),
  ]);
  if (!access || access.disabledAt || ended) return false;
  const cutoffs = [access.passwordChangedAt, access.sessionsRevokedAt].filter((value) => value !== null);
  return cutoffs.every((cutoff) => issuedAt.getTime() >= cutoff.getTime());
}
