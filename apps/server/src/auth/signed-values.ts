/**
 * Small values the server hands to the browser and must get back unchanged (the pending Google
 * sign-in): a short-lived HS256 JWT under a key derived from SECRET_KEY for that purpose alone,
 * so it can never pass as a session token.
 */
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export class SignedValues {
  readonly #key: Uint8Array;

  constructor(
    secretKey: string,
    readonly purpose: string,
  ) {
    this.#key = createHmac('sha256', secretKey).update(`signed-values:${purpose}`).digest();
  }

  async sign(payload: Record<string, string>, ttlSeconds: number): Promise<string> {
    return new SignJWT({ ...payload, pur: this.purpose })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.#key);
  }

  /** The payload, or undefined when the value is forged, expired or for another purpose. */
  async verify(token: string): Promise<Record<string, unknown> | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      return payload.pur === this.purpose ? payload : undefined;
    } catch {
      return undefined;
    }
  }
}
