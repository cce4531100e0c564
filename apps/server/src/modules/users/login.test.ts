import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import type * as Passwords from '../../auth/passwords';
import { AUTH_ERROR_CODES, COOKIES, ENDPOINTS, MESSAGES, SessionResponseSchema } from '@memeforge/contract';
import { hashPassword } from '../../auth/passwords';
import { buildTestApp, createTestUser, TEST_SECRET_KEY, type TestApp } from '../../test-support';

/** Every hash the sign-in checks a password against, in order. */
const verified = vi.hoisted(() => ({ hashes: [] as string[] }));
vi.mock('../../auth/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: async (hash: string, password: string) => {
      verified.hashes.push(hash);
      return original.verifyPassword(hash, password);
    },
  };
});

let t: TestApp;
const PASSWORD = 'Tangerine#Rocket42';
let passwordHash: string;

beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

function login(email: string, password: string, ip = '10.1.0.1') {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.login, payload: { email, password }, remoteAddress: ip });
}

describe('POST login', () => {
  it('answers access, refresh and user and sets both cookies', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    const response = await login(user.email.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = SessionResponseSchema.parse(response.json());
    expect(body.user.email).toBe(user.email);
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual([COOKIES.access, COOKIES.refresh].sort());

    const me = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.user,
      headers: { authorization: `Bearer ${body.access}` },
    });
    expect(me.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('gives wrong passwords and unknown e-mails the same answer', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    const wrong = await login(user.email, 'Wrong#Password1');
    const unknown = await login('nobody-here@example.com', 'Wrong#Password1');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ non_field_errors: [MESSAGES.invalidCredentials] });
  });

  it('runs the password hasher for unknown e-mails too (same work, same timing)', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    // Counted rather than timed: on two busy cores a timing ratio says more about the neighbours.
    verified.hashes = [];
    expect((await login(user.email, 'Wrong#Password1', '10.1.0.2')).statusCode).toBe(400);
    expect((await login('nobody-else@example.com', 'Wrong#Password1', '10.1.0.2')).statusCode).toBe(400);
    expect(verified.hashes).toHaveLength(2);
    // Argon2id at 19 MiB both times: a real hash of the same cost stands in for the missing account.
    const [known, unknown] = verified.hashes;
    expect(known).toBe(passwordHash);
    expect(unknown).not.toBe(passwordHash);
    expect(unknown!.split('$').slice(0, 4)).toEqual(known!.split('$').slice(0, 4));
  });

  it('tells an unverified account to verify, with a code the web app offers a new link for', async () => {
    const user = await createTestUser(t.database, { passwordHash, emailVerifiedAt: null });
    const response = await login(user.email, PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: MESSAGES.emailNotVerified, code: AUTH_ERROR_CODES.emailNotVerified });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses the 11th failed login in a row for one account with a 429, from any address', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    for (let i = 0; i < 10; i += 1) {
      expect((await login(user.email, 'Wrong#Password1', `10.2.0.${i}`)).statusCode).toBe(400);
    }
    const eleventh = await login(user.email, PASSWORD, '10.2.1.1');
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('forgets earlier failures after a successful login', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    for (let i = 0; i < 9; i += 1) await login(user.email, 'Wrong#Password1', '10.3.0.1');
    expect((await login(user.email, PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) await login(user.email, 'Wrong#Password1', '10.3.0.1');
    expect((await login(user.email, PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('refuses alg "none" and expired tokens with a 401', async () => {
    const user = await createTestUser(t.database);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: String(user.id), typ: 'access', iss: 'memeforge', jti: 'x', iat: now, exp: now + 600 };
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
    const expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('memeforge')
      .setSubject(String(user.id))
      .setJti('y')
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 1800)
      .sign(new TextEncoder().encode(TEST_SECRET_KEY));
    for (const token of [unsigned, expired]) {
      const response = await t.app.inject({
        method: 'GET',
        url: ENDPOINTS.user,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
