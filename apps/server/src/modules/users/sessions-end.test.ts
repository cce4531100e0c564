import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, MESSAGES } from '@memeforge/contract';
import { issueOneTimeToken, PASSWORD_RESET_TTL_MS, peekOneTimeToken } from '../../auth/one-time-token-store';
import { hashPassword } from '../../auth/passwords';
import { startSession } from '../../auth/sessions';
import { InvalidInput } from '../../domain-errors';
import { buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { createOrPromoteSuperuser, disableUser, endAllSessions } from './service';

let t: TestApp;
const PASSWORD = 'Tangerine#Rocket42';
let passwordHash: string;

beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

function me(access: string) {
  return t.app.inject({ method: 'GET', url: ENDPOINTS.user, headers: { authorization: `Bearer ${access}` } });
}
function refresh(token: string) {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.tokenRefresh, payload: { refresh: token } });
}
function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.login, payload: { email, password } });
}

describe('sessions that end, end', () => {
  it('refuses an access token issued before a password reset, at once, though it was just used', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    const session = await startSession(t.database.db, t.signer, user.id);
    expect((await me(session.access)).statusCode).toBe(200); // the access cache now holds the user

    const token = await issueOneTimeToken(t.database.db, 'password_reset', user.id, PASSWORD_RESET_TTL_MS);
    const uid = Buffer.from(String(user.id)).toString('base64url');
    const NEW = 'Marmalade$Comet77';
    const confirmed = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.passwordResetConfirm,
      payload: { uid, token, new_password1: NEW, new_password2: NEW },
    });
    expect(confirmed.statusCode).toBe(200);

    const old = await me(session.access);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ detail: MESSAGES.invalidToken });
    const fresh = await login(user.email, NEW);
    expect(fresh.statusCode).toBe(200);
    expect((await me(fresh.json<{ access: string }>().access)).statusCode).toBe(200);
  });

  it('refuses access tokens issued before every session was ended, but not later ones', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    const before = await startSession(t.database.db, t.signer, user.id);
    expect((await me(before.access)).statusCode).toBe(200);
    await endAllSessions(t.database.db, user.id);
    expect((await me(before.access)).statusCode).toBe(401);
    expect((await refresh(before.refresh)).statusCode).toBe(401);
    const after = await startSession(t.database.db, t.signer, user.id);
    expect((await me(after.access)).statusCode).toBe(200);
  });
});

describe('disabling an account', () => {
  it('refuses its tokens at once, its refresh, its sign-in and any new session', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    const session = await startSession(t.database.db, t.signer, user.id);
    expect((await me(session.access)).statusCode).toBe(200);
    const reset = await issueOneTimeToken(t.database.db, 'password_reset', user.id, PASSWORD_RESET_TTL_MS);

    await disableUser(t.database.db, user.id);

    expect((await me(session.access)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect(await peekOneTimeToken(t.database.db, 'password_reset', reset)).toBeUndefined();
    const signIn = await login(user.email, PASSWORD);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ detail: MESSAGES.accountDisabled });
    expect(signIn.cookies).toHaveLength(0);
    await expect(startSession(t.database.db, t.signer, user.id)).rejects.toThrow(MESSAGES.accountDisabled);
  });
});

describe('create-superuser on an existing account', () => {
  it('applies the password rules', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    await expect(createOrPromoteSuperuser(t.database.db, { email: user.email, password: 'password' })).rejects.toThrow(
      InvalidInput,
    );
    await expect(
      createOrPromoteSuperuser(t.database.db, { email: 'new-admin@example.com', password: '12345678901' }),
    ).rejects.toThrow(InvalidInput);
  });

  it('ends its sessions and e-mailed links when it re-passwords the account', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    const session = await startSession(t.database.db, t.signer, user.id);
    expect((await me(session.access)).statusCode).toBe(200);
    const reset = await issueOneTimeToken(t.database.db, 'password_reset', user.id, PASSWORD_RESET_TTL_MS);

    const { created } = await createOrPromoteSuperuser(t.database.db, {
      email: user.email,
      password: 'Quasar!Lantern93',
    });
    expect(created).toBe(false);

    expect((await me(session.access)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect(await peekOneTimeToken(t.database.db, 'password_reset', reset)).toBeUndefined();
    expect((await login(user.email, 'Quasar!Lantern93')).statusCode).toBe(200);
  });
});
