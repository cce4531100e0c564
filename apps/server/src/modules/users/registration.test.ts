import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES, ENDPOINTS, FREE_SIGNUP_CREDITS, MESSAGES, ROUTES, SessionResponseSchema } from '@memeforge/contract';
import { issueOneTimeToken } from '../../auth/one-time-token-store';
import { buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { findUserByEmail } from './store';
import { encodeUid } from './password-reset-service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let counter = 0;
function uniqueEmail() {
  counter += 1;
  return `signup${counter}@example.com`;
}
const STRONG = 'Tangerine#Rocket42';

function signup(body: unknown, ip = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.registration, payload: body as object, remoteAddress: ip });
}

describe('POST registration', () => {
  it('creates an unverified free account with the free credits and e-mails a verification link', async () => {
    const email = uniqueEmail();
    const response = await signup({ name: 'Ada Lovelace', email, password1: STRONG });
    expect(response.statusCode).toBe(201);

    const user = await findUserByEmail(t.database.db, email);
    expect(user).toMatchObject({
      name: 'Ada Lovelace',
      plan: 'free',
      credits: FREE_SIGNUP_CREDITS,
      emailVerifiedAt: null,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = t.mailer.lastTo(email);
    const link = t.mailer.linkTo(email);
    expect(link.pathname).toBe(ROUTES.verifyEmail);
    expect(link.searchParams.get('key')).toBeTruthy();
    expect(mail.html).toContain(link.toString().replace(/&/g, '&amp;'));
    expect(mail.text).toContain(link.toString());
  });

  it('answers the product.md §5 messages by field', async () => {
    const response = await signup({ name: '', email: 'nope', password1: '12345678' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.name).toEqual([MESSAGES.nameRequired]);
    expect(body.email).toEqual([MESSAGES.invalidEmail]);
    expect(body.password1).toContain(MESSAGES.passwordTooNumeric);
    expect(body.password1).toContain(MESSAGES.passwordNeedsSpecial);
  });

  it('applies the Django validators: too common, too similar', async () => {
    const common = await signup({ name: 'Zed', email: uniqueEmail(), password1: 'P@ssw0rd' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ password1: [MESSAGES.djangoPasswordTooCommon] });

    const similar = await signup({ name: 'Bartholomew', email: uniqueEmail(), password1: 'bartholomew1!' });
    expect(similar.json()).toEqual({ password1: [MESSAGES.djangoPasswordTooSimilar('name')] });
  });

  it('refuses an e-mail already registered, on the email field, whatever its case', async () => {
    const existing = await createTestUser(t.database);
    const response = await signup({ name: 'Other', email: existing.email.toUpperCase(), password1: STRONG });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [MESSAGES.emailAlreadyRegistered] });
  });

  it('keeps the account and answers a retryable 503 when mail cannot be sent', async () => {
    const email = uniqueEmail();
    t.mailer.failNext = true;
    const response = await signup({ name: 'Grace', email, password1: STRONG });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: MESSAGES.signupMailUnavailable });
    expect(await findUserByEmail(t.database.db, email)).toBeDefined();

    // A fresh link can be had once mail works.
    const resend = await t.app.inject({ method: 'POST', url: ENDPOINTS.resendEmail, payload: { email } });
    expect(resend.statusCode).toBe(200);
    expect(t.mailer.linkTo(email).searchParams.get('key')).toBeTruthy();
  });

  it('limits sign-ups per address with a 429 and Retry-After', async () => {
    const ip = '10.9.9.9';
    const taken = await createTestUser(t.database);
    for (let i = 0; i < 10; i += 1) {
      expect((await signup({ name: 'Again', email: taken.email, password1: STRONG }, ip)).statusCode).toBe(400);
    }
    const refused = await signup({ name: 'Late', email: uniqueEmail(), password1: STRONG }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ detail: MESSAGES.tooManyRequests });
  });
});

describe('POST verify-email', () => {
  it('verifies once, starts a session with cookies and answers access, refresh and user', async () => {
    const email = uniqueEmail();
    await signup({ name: 'Alan Turing', email, password1: STRONG });
    const key = t.mailer.linkTo(email).searchParams.get('key')!;

    const response = await t.app.inject({ method: 'POST', url: ENDPOINTS.verifyEmail, payload: { key } });
    expect(response.statusCode).toBe(200);
    const body = SessionResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({ email, name: 'Alan Turing', firstName: 'Alan', lastName: 'Turing' });
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies[COOKIES.access]).toMatchObject({ value: body.access, httpOnly: true, maxAge: 2_592_000 });
    expect(cookies[COOKIES.refresh]).toMatchObject({ value: body.refresh, httpOnly: true });
    expect((await findUserByEmail(t.database.db, email))?.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await t.app.inject({ method: 'POST', url: ENDPOINTS.verifyEmail, payload: { key } });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toContain(MESSAGES.invalidOrExpiredKey);
  });

  it('ends every other verification key of the address once one is used', async () => {
    const user = await createTestUser(t.database, { emailVerifiedAt: null });
    const first = await issueOneTimeToken(t.database.db, 'verify_email', user.id, 60_000);
    const resent = await issueOneTimeToken(t.database.db, 'verify_email', user.id, 60_000);
    const used = await t.app.inject({ method: 'POST', url: ENDPOINTS.verifyEmail, payload: { key: resent } });
    expect(used.statusCode).toBe(200);
    const older = await t.app.inject({ method: 'POST', url: ENDPOINTS.verifyEmail, payload: { key: first } });
    expect(older.statusCode).toBe(400);
    expect(older.json()).toEqual({ detail: MESSAGES.invalidOrExpiredKey });
    expect(older.cookies).toEqual([]);
  });

  it('ends the verification keys of an address whose password was reset by e-mail', async () => {
    const user = await createTestUser(t.database, { emailVerifiedAt: null });
    const key = await issueOneTimeToken(t.database.db, 'verify_email', user.id, 60_000);
    const token = await issueOneTimeToken(t.database.db, 'password_reset', user.id, 60_000);
    const uid = encodeUid(user.id);
    const confirm = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.passwordResetConfirm,
      payload: { uid, token, new_password1: STRONG, new_password2: STRONG },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const verify = await t.app.inject({ method: 'POST', url: ENDPOINTS.verifyEmail, payload: { key } });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toEqual({ detail: MESSAGES.invalidOrExpiredKey });
  });

  it('refuses unknown and expired keys with "Invalid or expired key"', async () => {
    const user = await createTestUser(t.database, { emailVerifiedAt: null });
    const expired = await issueOneTimeToken(t.database.db, 'verify_email', user.id, 1000, new Date(Date.now() - 5000));
    for (const key of ['made-up', expired]) {
      const response = await t.app.inject({ method: 'POST', url: ENDPOINTS.verifyEmail, payload: { key } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: MESSAGES.invalidOrExpiredKey });
    }
  });
});

describe('POST resend-email', () => {
  it('answers the same for unknown, verified and unverified addresses; mails only the unverified', async () => {
    const verified = await createTestUser(t.database);
    const unverified = await createTestUser(t.database, { emailVerifiedAt: null });
    const before = t.mailer.sent.length;
    const answers = [];
    for (const email of ['nobody@example.com', verified.email, unverified.email]) {
      const response = await t.app.inject({ method: 'POST', url: ENDPOINTS.resendEmail, payload: { email } });
      answers.push([response.statusCode, response.body]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(t.mailer.lastTo(unverified.email).subject).toMatch(/Confirm your e-mail/);
  });
});
