/**
 * Starts a session for a user: a fresh refresh-token family plus an access token. The login,
 * verify-email and Google flows all end here; so does the end-to-end fixture.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@memeforge/contract';
import type { Db } from '../db/types';
import { Forbidden } from '../domain-errors';
import {
  accountDisabledAt,
  findRefreshToken,
  insertRefreshToken,
  markRotated,
  revokeFamily,
} from './refresh-token-store';
import type { TokenSigner } from './tokens';

export interface IssuedSession {
  access: string;
  refresh: string;
}

export async function startSession(
  db: Db,
  signer: TokenSigner,
  userId: number,
  now = new Date(),
): Promise<IssuedSession> {
  // Every way in (password, e-mailed link, Google) ends here, so a disabled account has none.
  if (await accountDisabledAt(db, userId)) throw new Forbidden(MESSAGES.accountDisabled);
  const jti = randomUUID();
  const familyId = randomUUID();
  const refresh = await signer.signRefresh(userId, jti, familyId, now);
  const claims = await signer.verify(refresh, 'refresh');
  await insertRefreshToken(db, { id: jti, userId, familyId, token: refresh, expiresAt: claims.expiresAt });
  return { access: await signer.signAccess(userId, now, familyId), refresh };
}

/** Why a refresh was refused; every reason answers the same 401 to the client. */
export class RefreshRefusedError extends Error {
  override name = 'RefreshRefusedError';
}

/**
 * A rotated token presented again in a cookie within this long is refused without alarm: two tabs
 * of one browser refreshing at the same moment send the same cookie. Any other replay (later, or a
 * token sent in a request body, which no browser tab shares) means the token was copied, and the
 * whole family is revoked.
 */
export const COOKIE_ROTATION_GRACE_MS = 2_000;

/** Where the refresh token came from: only the cookie path has tabs that race. */
export type RefreshTokenSource = 'cookie' | 'body';

/**
 * Trades a refresh token for a new pair. The old token is marked replaced; presenting a replaced
 * token again revokes every token of its family, ending the session for whoever holds a copy
 * (except a cookie within COOKIE_ROTATION_GRACE_MS, which is refused and nothing more).
 */
export async function rotateSession(
  db: Db,
  signer: TokenSigner,
  refreshToken: string,
  source: RefreshTokenSource,
  now = new Date(),
): Promise<IssuedSession & { userId: number }> {
  let claims;
  try {
    claims = await signer.verify(refreshToken, 'refresh');
  } catch {
    throw new RefreshRefusedError('invalid token');
  }
  const row = await findRefreshToken(db, refreshToken);
  if (!row || row.userId !== claims.userId) throw new RefreshRefusedError('unknown token');
  if (row.revokedAt) {
    const withinGrace = source === 'cookie' && now.getTime() - row.revokedAt.getTime() < COOKIE_ROTATION_GRACE_MS;
    if (row.replacedBy && !withinGrace) await revokeFamily(db, row.familyId, now);
    throw new RefreshRefusedError(row.replacedBy ? 'reused token' : 'revoked token');
  }
  if (row.expiresAt <= now) throw new RefreshRefusedError('expired token');

  const jti = randomUUID();
  if (!(await markRotated(db, row.id, jti, now))) throw new RefreshRefusedError('rotated concurrently');
  const refresh = await signer.signRefresh(row.userId, jti, row.familyId, now);
  const next = await signer.verify(refresh, 'refresh');
  await insertRefreshToken(db, {
    id: jti,
    userId: row.userId,
    familyId: row.familyId,
    token: refresh,
    expiresAt: next.expiresAt,
  });
  return { access: await signer.signAccess(row.userId, now, row.familyId), refresh, userId: row.userId };
}
