/**
 * Over https the session cookies carry the `__Host-` prefix (Secure, path /, no Domain), so a
 * sibling subdomain can neither plant nor shadow them; a bare-named cookie is not read at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES, ENDPOINTS } from '@memeforge/contract';
import { hashPassword } from '../../auth/passwords';
import { startSession } from '../../auth/sessions';
import { buildTestApp, createTestUser, type TestApp } from '../../test-support';

const PUBLIC_URL = 'https://memes.example.com';
const PASSWORD = 'a long enough passphrase 42';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => t.close());

describe('session cookies over https', () => {
  it('are set as __Host- cookies: Secure, httpOnly, path /, no Domain', async () => {
    const user = await createTestUser(t.database, { passwordHash: await hashPassword(PASSWORD) });
    const login = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.login,
      headers: { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      payload: { email: user.email, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const names = login.cookies.map((cookie) => cookie.name).sort();
    expect(names).toEqual([`__Host-${COOKIES.access}`, `__Host-${COOKIES.refresh}`]);
    for (const cookie of login.cookies) {
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(cookie.domain).toBeUndefined();
    }
  });

  it('authenticate only under the prefixed name', async () => {
    const user = await createTestUser(t.database);
    const { access } = await startSession(t.database.db, t.signer, user.id);
    const prefixed = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.user,
      cookies: { [`__Host-${COOKIES.access}`]: access },
    });
    expect(prefixed.statusCode).toBe(200);
    const bare = await t.app.inject({ method: 'GET', url: ENDPOINTS.user, cookies: { [COOKIES.access]: access } });
    expect(bare.statusCode).toBe(401);
  });

  it('are cleared under the prefixed name on logout', async () => {
    const user = await createTestUser(t.database);
    const session = await startSession(t.database.db, t.signer, user.id);
    const logout = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.logout,
      headers: { origin: PUBLIC_URL },
      cookies: { [`__Host-${COOKIES.refresh}`]: session.refresh },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.map((cookie) => cookie.name).sort()).toEqual([
      `__Host-${COOKIES.access}`,
      `__Host-${COOKIES.refresh}`,
    ]);
    const refresh = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.tokenRefresh,
      cookies: { [`__Host-${COOKIES.refresh}`]: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
  });
});
