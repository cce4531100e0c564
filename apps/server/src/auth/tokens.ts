/**
 * Access and refresh tokens: JWTs signed with SECRET_KEY using HS256 only (the algorithm is pinned
 * on verification, so a token cannot choose its own). Access tokens are short-lived and name their
 * session (`sid`, the refresh-token family), so a logout can end them too; refresh tokens carry a
 * jti whose hash is stored, so they can be rotated and revoked.
 */
import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from '@memeforge/contract';

const ALGORITHM = 'HS256';
const ISSUER = 'memeforge';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  type: TokenType;
  jti: string;
  familyId?: string;
  /** Access tokens: the session (refresh-token family) they belong to; absent on older tokens. */
  sessionId?: string;
  issuedAt: Date;
  /** When it was signed, to the millisecond (tokens from before this claim existed: `iat`). */
  issuedAtPrecise: Date;
  expiresAt: Date;
}

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

export class TokenSigner {
  /**
   * Imported once: given the raw bytes, jose imports a new CryptoKey for every token, and that
   * import cost more than the HMAC itself on every authenticated request.
   */
  readonly #key: Promise<webcrypto.CryptoKey>;

  constructor(secretKey: string) {
    this.#key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secretKey),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async signAccess(userId: number, now = new Date(), sessionId?: string): Promise<string> {
    return this.#sign(
      { userId, type: 'access', jti: randomUUID(), ...(sessionId ? { sessionId } : {}) },
      ACCESS_TOKEN_TTL_S,
      now,
    );
  }

  async signRefresh(userId: number, jti: string, familyId: string, now = new Date()): Promise<string> {
    return this.#sign({ userId, type: 'refresh', jti, familyId }, REFRESH_TOKEN_TTL_S, now);
  }

  /**
   * Access tokens this signer has verified, until they expire: every authenticated request
   * presents one, and its HMAC (a trip to the thread pool) was an eighth of a list request's CPU
   * under load. A token is the same claims until its expiry; what can end it earlier (a logout, a
   * password change, a disabled account) is checked after this, on every request (plugins/auth.ts).
   */
  readonly #verifiedAccess = new LRUCache<string, TokenClaims>({ max: 10_000 });

  async verify(token: string, type: TokenType): Promise<TokenClaims> {
    if (type === 'access') {
      const known = this.#verifiedAccess.get(token);
      if (known && known.expiresAt.getTime() > Date.now()) return known;
    }
    const claims = await this.#verifyAnew(token, type);
    if (type === 'access') this.#verifiedAccess.set(token, claims);
    return claims;
  }

  async #verifyAnew(token: string, type: TokenType): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.#key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
      });
      if (payload.typ !== type) throw new InvalidTokenError(`Expected a ${type} token`);
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId)) throw new InvalidTokenError('Bad subject');
      return {
        userId,
        type,
        jti: String(payload.jti),
        ...(typeof payload.fam === 'string' ? { familyId: payload.fam } : {}),
        ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
        issuedAt: new Date((payload.iat ?? 0) * 1000),
        issuedAtPrecise: new Date(typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat ?? 0) * 1000),
        expiresAt: new Date((payload.exp ?? 0) * 1000),
      };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof joseErrors.JOSEError) throw new InvalidTokenError(error.code);
      throw error;
    }
  }

  async #sign(
    claims: { userId: number; type: TokenType; jti: string; familyId?: string; sessionId?: string },
    ttlSeconds: number,
    now: Date,
  ): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    // `iat` has whole seconds; sessions ended in the same second as a token's issue must still
    // tell whether it came before or after, so the token carries its milliseconds too.
    const precise = { iat_ms: now.getTime() };
    return new SignJWT({
      typ: claims.type,
      ...precise,
      ...(claims.familyId ? { fam: claims.familyId } : {}),
      ...(claims.sessionId ? { sid: claims.sessionId } : {}),
    })
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setSubject(String(claims.userId))
      .setJti(claims.jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(await this.#key);
  }
}
