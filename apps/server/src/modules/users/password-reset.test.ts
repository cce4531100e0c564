import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, MESSAGES, ROUTES } from '@memeforge/contract';
import { issueOneTimeToken } from '../../auth/one-time-token-store';
import { hashPassword } from '../../auth/passwords';
import { startSession } from '../../auth/sessions';
import { buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { encodeUid } from './password-reset-service';
import { eq } from 'drizzle-orm';
import { oneTimeTokens } from '../../db/schema';
import { hashToken } from '../../auth/refresh-token-store';

let t: TestApp;
const OLD = 'Tangerine#Rocket42';
const NEW = 'Marmalade$Comet77';
let oldHash: string;
beforeAll(async () => {
  // The reset e-mail is sent by a job: this app works its jobs.
  t = await buildTestApp({ work: true });
  oldHash = await hashPassword(OLD);
});
afterAll(() => t.close());

function requestReset(email: string, ip = '10.5.0.1') {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.passwordReset, payload: { email }, remoteAddress: ip });
}
function confirm(body: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.passwordResetConfirm, payload: body });
}
/** The link of the reset e-mail the job sends to that address. */
async function mailedLink(email: string): Promise<URL> {
  return vi.waitFor(() => t.mailer.linkTo(email), { timeout: 10_000, interval: 50 });
}
function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.login, payload: { email, password } });
}

describe('password reset', () => {
  it('answers the same for known and unknown e-mails and mails only the known one, from a job', async () => {
    const user = await createTestUser(t.database, { passwordHash: oldHash });
    const before = t.mailer.sent.length;
    const known = await requestReset(user.email);
    const unknown = await requestReset('stranger@example.com');
    expect(known.statusCode).toBe(200);
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    const link = await mailedLink(user.email);
    expect(link.pathname).toBe(ROUTES.resetPassword);
    expect(link.searchParams.get('uid')).toBe(encodeUid(user.id));
    expect(t.mailer.sent.length).toBe(before + 1);
  });

  it('answers a known address the same as an unknown one while the mail server is down', async () => {
    const user = await createTestUser(t.database, { passwordHash: oldHash });
    t.mailer.failNext = true;
    const known = await requestReset(user.email, '10.5.9.1');
    const unknown = await requestReset('stranger-two@example.com', '10.5.9.1');
    expect([known.statusCode, known.body]).toEqual([200, unknown.body]);
    expect(unknown.statusCode).toBe(200);
    await vi.waitFor(() => expect(t.mailer.failNext).toBe(false), { timeout: 10_000, interval: 50 });
  });

  it('issues links that expire after an hour', async () => {
    const user = await createTestUser(t.database, { passwordHash: oldHash });
    await requestReset(user.email, '10.5.8.1');
    const token = (await mailedLink(user.email)).searchParams.get('token')!;
    const [row] = await t.database.db
      .select({ expiresAt: oneTimeTokens.expiresAt })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const hoursLeft = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(0.9);
    expect(hoursLeft).toBeLessThanOrEqual(1);
  });

  it('sets the new password once: old password and sessions stop working, the link is spent', async () => {
    const user = await createTestUser(t.database, { passwordHash: oldHash });
    const session = await startSession(t.database.db, t.signer, user.id);
    await requestReset(user.email);
    const link = await mailedLink(user.email);
    const body = {
      uid: link.searchParams.get('uid')!,
      token: link.searchParams.get('token')!,
      new_password1: NEW,
      new_password2: NEW,
    };
    const done = await confirm(body);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ detail: MESSAGES.resetConfirmed });

    expect((await login(user.email, OLD)).statusCode).toBe(400);
    expect((await login(user.email, NEW)).statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.tokenRefresh,
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);

    const again = await confirm({ ...body, new_password1: 'Another%Pass99', new_password2: 'Another%Pass99' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['Invalid value'] });
  });

  it('spends every other reset link once the password changes', async () => {
    const user = await createTestUser(t.database, { passwordHash: oldHash });
    const first = await issueOneTimeToken(t.database.db, 'password_reset', user.id, 60_000);
    const second = await issueOneTimeToken(t.database.db, 'password_reset', user.id, 60_000);
    const uid = encodeUid(user.id);
    expect((await confirm({ uid, token: second, new_password1: NEW, new_password2: NEW })).statusCode).toBe(200);
    const stale = await confirm({ uid, token: first, new_password1: NEW, new_password2: NEW });
    expect(stale.json()).toEqual({ token: ['Invalid value'] });
  });

  it('refuses expired tokens, tokens of another account and bad uids', async () => {
    const user = await createTestUser(t.database, { passwordHash: oldHash });
    const other = await createTestUser(t.database, { passwordHash: oldHash });
    const expired = await issueOneTimeToken(
      t.database.db,
      'password_reset',
      user.id,
      1000,
      new Date(Date.now() - 5000),
    );
    const othersToken = await issueOneTimeToken(t.database.db, 'password_reset', other.id, 60_000);
    const passwords = { new_password1: NEW, new_password2: NEW };
    expect((await confirm({ uid: encodeUid(user.id), token: expired, ...passwords })).json()).toEqual({
      token: ['Invalid value'],
    });
    expect((await confirm({ uid: encodeUid(user.id), token: othersToken, ...passwords })).json()).toEqual({
      token: ['Invalid value'],
    });
    expect((await confirm({ uid: '!!', token: othersToken, ...passwords })).json()).toEqual({ uid: ['Invalid value'] });
  });

  it('answers the Django validator messages the web app maps to product.md §8', async () => {
    const user = await createTestUser(t.database, { passwordHash: oldHash, name: 'Montgomery Scott' });
    const token = await issueOneTimeToken(t.database.db, 'password_reset', user.id, 60_000);
    const uid = encodeUid(user.id);
    const attempt = (password: string) => confirm({ uid, token, new_password1: password, new_password2: password });
    expect((await attempt('password')).json().new_password2).toContain(MESSAGES.djangoPasswordTooCommon);
    expect((await attempt('montgomery')).json().new_password2).toContain(MESSAGES.djangoPasswordTooSimilar('name'));
    expect((await attempt('8675309912')).json().new_password2).toContain(MESSAGES.djangoPasswordEntirelyNumeric);
    expect((await attempt('Zq#9')).json().new_password2).toContain(MESSAGES.djangoPasswordTooShort(8));
    const mismatch = await confirm({ uid, token, new_password1: NEW, new_password2: `${NEW}x` });
    expect(mismatch.statusCode).toBe(400);
    expect(Object.keys(mismatch.json())).toEqual(['new_password2']);
    // None of these spent the link.
    expect((await attempt(NEW)).statusCode).toBe(200);
  });

  it('limits reset requests per e-mail', async () => {
    const user = await createTestUser(t.database, { passwordHash: oldHash });
    for (let i = 0; i < 5; i += 1) expect((await requestReset(user.email, `10.6.0.${i}`)).statusCode).toBe(200);
    const refused = await requestReset(user.email, '10.6.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
