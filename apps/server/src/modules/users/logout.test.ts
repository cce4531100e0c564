import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES, ENDPOINTS, MESSAGES } from '@memeforge/contract';
import { startSession } from '../../auth/sessions';
import { buildTestApp, createTestUser, type TestApp } from '../../test-support';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function me(access: string) {
  return t.app.inject({ method: 'GET', url: ENDPOINTS.user, headers: { authorization: `Bearer ${access}` } });
}
function refresh(token: string) {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.tokenRefresh, payload: { refresh: token } });
}

describe('logout', () => {
  it('refuses the access token of the session it ended, though it was just used', async () => {
    const user = await createTestUser(t.database);
    const session = await startSession(t.database.db, t.signer, user.id);
    const other = await startSession(t.database.db, t.signer, user.id);
    expect((await me(session.access)).statusCode).toBe(200); // the caches now hold the session as live

    const out = await t.app.inject({ method: 'POST', url: ENDPOINTS.logout, payload: { refresh: session.refresh } });
    expect(out.statusCode).toBe(200);

    const after = await me(session.access);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: MESSAGES.invalidToken });
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    // Only that session ends: the same user's other session holds.
    expect((await me(other.access)).statusCode).toBe(200);
  });

  it('ends the session named by the access cookie when no refresh token comes with it', async () => {
    const user = await createTestUser(t.database);
    const session = await startSession(t.database.db, t.signer, user.id);
    expect((await me(session.access)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.logout,
      cookies: { [COOKIES.access]: session.access },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(session.access)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('with all=true ends every session of the signed-in user, the other ones too', async () => {
    const user = await createTestUser(t.database);
    const here = await startSession(t.database.db, t.signer, user.id);
    const elsewhere = await startSession(t.database.db, t.signer, user.id);
    const stranger = await startSession(t.database.db, t.signer, (await createTestUser(t.database)).id);
    expect((await me(elsewhere.access)).statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.logout,
      headers: { authorization: `Bearer ${here.access}` },
      payload: { all: true },
    });
    expect(out.statusCode).toBe(200);

    expect((await me(here.access)).statusCode).toBe(401);
    expect((await me(elsewhere.access)).statusCode).toBe(401);
    expect((await refresh(elsewhere.refresh)).statusCode).toBe(401);
    expect((await refresh(here.refresh)).statusCode).toBe(401);
    expect((await me(stranger.access)).statusCode).toBe(200);
  });

  it('with all=true and no access token answers 401 and ends nothing', async () => {
    const user = await createTestUser(t.database);
    const session = await startSession(t.database.db, t.signer, user.id);
    const out = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.logout,
      payload: { all: true, refresh: session.refresh },
    });
    expect(out.statusCode).toBe(401);
    expect(out.json()).toEqual({ detail: MESSAGES.notAuthenticated });
    expect((await me(session.access)).statusCode).toBe(200);
  });

  it('keeps accepting a rotated session and access tokens that name no session', async () => {
    const user = await createTestUser(t.database);
    const session = await startSession(t.database.db, t.signer, user.id);
    const rotated = await refresh(session.refresh);
    expect(rotated.statusCode).toBe(200);
    expect((await me(session.access)).statusCode).toBe(200);
    expect((await me(rotated.json<{ access: string }>().access)).statusCode).toBe(200);
    // Signed before access tokens named their session: they hold until they expire.
    expect((await me(await t.signer.signAccess(user.id))).statusCode).toBe(200);
  });

  it('with all=true refuses a cookie sent from another site', async () => {
    const user = await createTestUser(t.database);
    const session = await startSession(t.database.db, t.signer, user.id);
    const out = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.logout,
      cookies: { [COOKIES.access]: session.access },
      headers: { origin: 'https://evil.example' },
      payload: { all: true },
    });
    expect(out.statusCode).toBe(403);
    expect((await me(session.access)).statusCode).toBe(200);
  });

  it('without all keeps answering 200 when signed out', async () => {
    const out = await t.app.inject({ method: 'POST', url: ENDPOINTS.logout });
    expect(out.statusCode).toBe(200);
  });
});
