import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES, ENDPOINTS, MESSAGES, TokenRefreshResponseSchema } from '@memeforge/contract';
import { ROTATION_GRACE_MS, rotateSession, startSession } from '../../auth/sessions';
import { buildTestApp, createTestUser, type TestApp } from '../../test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function refreshWith(refresh: string, via: 'body' | 'cookie' = 'body') {
  return t.app.inject({
    method: 'POST',
    url: ENDPOINTS.tokenRefresh,
    ...(via === 'body' ? { payload: { refresh } } : { cookies: { [COOKIES.refresh]: refresh } }),
  });
}

describe('POST token/refresh', () => {
  it('rotates: a new pair in the body and the cookies, and the new refresh token works', async () => {
    const user = await createTestUser(t.database);
    const session = await startSession(t.database.db, t.signer, user.id);
    const first = await refreshWith(session.refresh, 'cookie');
    expect(first.statusCode).toBe(200);
    const pair = TokenRefreshResponseSchema.parse(first.json());
    expect(pair.refresh).not.toBe(session.refresh);
    expect(first.cookies.find((cookie) => cookie.name === COOKIES.refresh)?.value).toBe(pair.refresh);
    expect((await refreshWith(pair.refresh)).statusCode).toBe(200);
  });

  it('refuses a replayed rotated token and revokes its whole chain', async () => {
    const user = await createTestUser(t.database);
    const session = await startSession(t.database.db, t.signer, user.id);
    const next = TokenRefreshResponseSchema.parse((await refreshWith(session.refresh)).json());

    // The stolen copy comes back after the grace window.
    await expect(
      rotateSession(t.database.db, t.signer, session.refresh, new Date(Date.now() + ROTATION_GRACE_MS + 1000)),
    ).rejects.toThrow('reused token');

    // The legitimate holder's newer token is dead too.
    const after = await refreshWith(next.refresh);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: MESSAGES.refreshTokenInvalid });
  });

  it('refuses a replay within the grace window without ending the session (two tabs at once)', async () => {
    const user = await createTestUser(t.database);
    const session = await startSession(t.database.db, t.signer, user.id);
    const next = TokenRefreshResponseSchema.parse((await refreshWith(session.refresh)).json());
    expect((await refreshWith(session.refresh)).statusCode).toBe(401);
    expect((await refreshWith(next.refresh)).statusCode).toBe(200);
  });

  it('refuses missing, forged, access and logged-out tokens with a 401', async () => {
    const user = await createTestUser(t.database);
    const session = await startSession(t.database.db, t.signer, user.id);
    expect((await t.app.inject({ method: 'POST', url: ENDPOINTS.tokenRefresh })).json()).toEqual({
      detail: MESSAGES.refreshTokenMissing,
    });
    expect((await refreshWith('not-a-token')).statusCode).toBe(401);
    expect((await refreshWith(session.access)).statusCode).toBe(401);
    await t.app.inject({ method: 'POST', url: ENDPOINTS.logout, payload: { refresh: session.refresh } });
    expect((await refreshWith(session.refresh)).statusCode).toBe(401);
  });
});
