import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_S } from '@memeforge/contract';
import { InvalidTokenError, TokenSigner } from './tokens';

const signer = new TokenSigner('s'.repeat(40));

afterEach(() => {
  vi.useRealTimers();
});

describe('TokenSigner', () => {
  it('round-trips an access token', async () => {
    const claims = await signer.verify(await signer.signAccess(42), 'access');
    expect(claims.userId).toBe(42);
    expect(claims.expiresAt.getTime() - claims.issuedAt.getTime()).toBe(ACCESS_TOKEN_TTL_S * 1000);
  });

  it('names the session in an access token when given one', async () => {
    const sessionId = crypto.randomUUID();
    expect((await signer.verify(await signer.signAccess(42, new Date(), sessionId), 'access')).sessionId).toBe(
      sessionId,
    );
    expect((await signer.verify(await signer.signAccess(42), 'access')).sessionId).toBeUndefined();
  });

  it('refuses expired tokens, other keys and the wrong type', async () => {
    const old = await signer.signAccess(1, new Date(Date.now() - (ACCESS_TOKEN_TTL_S + 60) * 1000));
    await expect(signer.verify(old, 'access')).rejects.toBeInstanceOf(InvalidTokenError);
    const foreign = await new TokenSigner('x'.repeat(40)).signAccess(1);
    await expect(signer.verify(foreign, 'access')).rejects.toBeInstanceOf(InvalidTokenError);
    const refresh = await signer.signRefresh(1, crypto.randomUUID(), crypto.randomUUID());
    await expect(signer.verify(refresh, 'access')).rejects.toBeInstanceOf(InvalidTokenError);
    expect((await signer.verify(refresh, 'refresh')).familyId).toBeTruthy();
  });

  it('remembers a verified access token only until it expires, and never for another type', async () => {
    const own = new TokenSigner('r'.repeat(40));
    const token = await own.signAccess(7);
    const first = await own.verify(token, 'access');
    expect(await own.verify(token, 'access')).toEqual(first);
    await expect(own.verify(token, 'refresh')).rejects.toBeInstanceOf(InvalidTokenError);
    vi.useFakeTimers({ now: first.expiresAt.getTime() + 1_000, toFake: ['Date'] });
    await expect(own.verify(token, 'access')).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it("refuses an unsigned ('alg: none') token", async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: '1', typ: 'access', iss: 'memeforge', jti: 'j', iat: 1, exp: 9_999_999_999 }),
    ).toString('base64url');
    await expect(signer.verify(`${header}.${payload}.`, 'access')).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
