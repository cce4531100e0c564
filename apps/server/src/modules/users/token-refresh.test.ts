import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES, ENDPOINTS, MESSAGES, TokenRefreshResponseSchema } from '@memeforge/contract';
import { COOKIE_ROTATION_GRACE_MS, rotateSession, startSession } from '../../auth/sessions';
import { buildTestApp, createTestUser, type TestApp } from '../../test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function refreshWith(refresh: string, via: 'body' | 'cookie' = 'body', headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: ENDPOINTS.tokenRefresh,
    headers,
    ...(via === 'body' ? { payload: { refresh } } : { cookies: { [COOKIES.refresh]: refresh } }),
  });
}

async function freshSession() {
  const user = await createTestUser(t.database);
  return startSession(t.database.db, t.signer, user.id);
}

describe('POST token/refresh', () => {
  it('rotates: a new pair in the body and the cookies, and the new refresh token works', async () => {
    const session = await freshSession();
    const first = await refreshWith(session.refresh, 'cookie');
    expect(first.statusCode).toBe(200);
    const pair = TokenRefreshResponseSchema.parse(first.json());
    expect(pair.refresh).not.toBe(session.refresh);
    expect(first.cookies.find((cookie) => cookie.name === COOKIES.refresh)?.value).toBe(pair.refresh);
    expect((await refreshWith(pair.refresh)).statusCode).toBe(200);
  });

  it('gives a browser its refresh token in the httpOnly cookie only, never in the body', async () => {
    const session = await freshSession();
    const answer = await refreshWith(session.refresh, 'cookie', { 'sec-fetch-site': 'same-origin' });
    expect(answer.statusCode).toBe(200);
    const pair = TokenRefreshResponseSchema.parse(answer.json());
    expect(pair.refresh).toBe('');
    expect(pair.access).not.toBe('');
    const cookie = answer.cookies.find((candidate) => candidate.name === COOKIES.refresh);
    expect(cookie?.httpOnly).toBe(true);
    expect((await refreshWith(cookie!.value, 'cookie')).statusCode).toBe(200);
  });

  it('ends the whole chain at once when a rotated token comes back in a request body', async () => {
    const session = await freshSession();
    const next = TokenRefreshResponseSchema.parse((await refreshWith(session.refresh)).json());

    // A body is never two tabs racing: even an immediate replay is a copied token.
    const replay = await refreshWith(session.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: MESSAGES.refreshTokenInvalid });

    const after = await refreshWith(next.refresh);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: MESSAGES.refreshTokenInvalid });
  });

  it('refuses a cookie replay within the grace without ending the session (two tabs at once)', async () => {
    const session = await freshSession();
    const next = TokenRefreshResponseSchema.parse((await refreshWith(session.refresh, 'cookie')).json());
    expect((await refreshWith(session.refresh, 'cookie')).statusCode).toBe(401);
    expect((await refreshWith(next.refresh, 'cookie')).statusCode).toBe(200);
  });

  it('ends the whole chain when a rotated cookie comes back after the grace', async () => {
    const session = await freshSession();
    const next = TokenRefreshResponseSchema.parse((await refreshWith(session.refresh, 'cookie')).json());
    await expect(
      rotateSession(
        t.database.db,
        t.signer,
        session.refresh,
        'cookie',
        new Date(Date.now() + COOKIE_ROTATION_GRACE_MS + 500),
      ),
    ).rejects.toThrow('reused token');
    expect((await refreshWith(next.refresh, 'cookie')).statusCode).toBe(401);
  });

  it('refuses missing, forged, access and logged-out tokens with a 401', async () => {
    const session = await freshSession();
    expect((await t.app.inject({ method: 'POST', url: ENDPOINTS.tokenRefresh })).json()).toEqual({
      detail: MESSAGES.refreshTokenMissing,
    });
    expect((await refreshWith('not-a-token')).statusCode).toBe(401);
    expect((await refreshWith(session.access)).statusCode).toBe(401);
    await t.app.inject({ method: 'POST', url: ENDPOINTS.logout, payload: { refresh: session.refresh } });
    expect((await refreshWith(session.refresh)).statusCode).toBe(401);
  });
});
