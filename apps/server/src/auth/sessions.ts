/**
 * Starts a session for a user: a fresh refresh-token family plus an access token. The accounts
 * issue's login, verify-email and Google flows all end here; so does the end-to-end fixture.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';
import { insertRefreshToken } from './refresh-token-store';
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
  const jti = randomUUID();
  const familyId = randomUUID();
  const refresh = await signer.signRefresh(userId, jti, familyId, now);
  const claims = await signer.verify(refresh, 'refresh');
  await insertRefreshToken(db, { id: jti, userId, familyId, token: refresh, expiresAt: claims.expiresAt });
  return { access: await signer.signAccess(userId, now), refresh };
}
