import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { COOKIES, ENDPOINTS, MESSAGES } from '@memeforge/contract';
import { bearerFor, buildTestApp, createTestUser, TEST_SECRET_KEY, type TestApp } from './test-support';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('API conventions', () => {
  it('reports database and queue health', async () => {
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.health });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ ok: true, kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
    expect(body.queue).toMatchObject({ ok: true, kind: 'pg-boss', failed: 0 });
  });

  it('answers unknown API paths with a JSON 404, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/users/api/nope/'],
      ['DELETE', '/memes/whatever'],
      ['POST', '/anything-else'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ detail: MESSAGES.notFound });
    }
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.logout,
      headers: { 'content-type': 'application/json' },
      payload: '{"refresh": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: MESSAGES.malformedJson });
  });

  it('answers validation errors as {field: [messages]}', async () => {
    const response = await t.app.inject({ method: 'POST', url: ENDPOINTS.logout, payload: { refresh: 42 } });
    expect(response.statusCode).toBe(400);
    const body = response.json() as Record<string, string[]>;
    expect(Object.keys(body)).toEqual(['refresh']);
    expect(body.refresh?.[0]).toMatch(/string/i);
  });

  it('carries a request id on every response', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.health,
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('serves the contract as OpenAPI and a docs page', async () => {
    const spec = await t.app.inject({ method: 'GET', url: ENDPOINTS.openapi });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(expect.arrayContaining([ENDPOINTS.health, ENDPOINTS.user, ENDPOINTS.currentPackage]));
    const docs = await t.app.inject({ method: 'GET', url: `${ENDPOINTS.apiDocs}/` });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('answers pages with 503 and a hint when the web app is not built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});

describe('sessions', () => {
  it('refuses the user endpoint without credentials or with a bad token', async () => {
    const none = await t.app.inject({ method: 'GET', url: ENDPOINTS.user });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: MESSAGES.notAuthenticated });
    const bad = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.user,
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: MESSAGES.invalidToken });
  });

  it('refuses a token signed with another algorithm, even with the right key', async () => {
    const user = await createTestUser(t.database);
    const forged = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('memeforge')
      .setSubject(String(user.id))
      .setJti('x')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(TEST_SECRET_KEY));
    const response = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.user,
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a refresh token used as an access token', async () => {
    const user = await createTestUser(t.database);
    const refresh = await t.signer.signRefresh(user.id, crypto.randomUUID(), crypto.randomUUID());
    const response = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.user,
      headers: { authorization: `Bearer ${refresh}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('loads the user from a Bearer token or the session cookie', async () => {
    const user = await createTestUser(t.database, { name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace' });
    const headers = await bearerFor(t, user);
    const byBearer = await t.app.inject({ method: 'GET', url: ENDPOINTS.user, headers });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json()).toEqual({
      pk: user.id,
      id: user.id,
      name: 'Ada Lovelace',
      email: user.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isSuperuser: false,
    });
    const token = headers.authorization!.slice('Bearer '.length);
    const byCookie = await t.app.inject({ method: 'GET', url: ENDPOINTS.user, cookies: { [COOKIES.access]: token } });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().email).toBe(user.email);
  });

  it('never leaks the password hash', async () => {
    const user = await createTestUser(t.database, { passwordHash: '$argon2id$secret' });
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.user, headers: await bearerFor(t, user) });
    expect(response.body).not.toContain('argon2');
  });

  it("shows the user's plan and credits as the current package", async () => {
    const user = await createTestUser(t.database, { plan: 'pro', billingCycle: 'year', credits: 120 });
    const response = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.currentPackage,
      headers: await bearerFor(t, user),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      subscribedPackagePlan: 'pro',
      subscribedPackageBillingCycle: 'year',
      credits: '120',
    });
  });

  it('logout revokes the refresh token and clears the cookies', async () => {
    const user = await createTestUser(t.database);
    const { startSession } = await import('./auth/sessions');
    const session = await startSession(t.database.db, t.signer, user.id);
    const response = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.logout,
      cookies: { [COOKIES.refresh]: session.refresh },
    });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.filter((cookie) => cookie.maxAge === 0).map((cookie) => cookie.name);
    expect(cleared).toEqual(expect.arrayContaining([COOKIES.access, COOKIES.refresh]));
    const { rows } = await t.database.executeSql('select revoked_at from refresh_tokens where user_id = $1', [user.id]);
    expect(rows[0]?.revoked_at).toBeTruthy();
  });
});
