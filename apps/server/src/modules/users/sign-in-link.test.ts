import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COOKIES, ENDPOINTS, MESSAGES, ROUTES } from '@memeforge/contract';
import { eq } from 'drizzle-orm';
import { issueOneTimeToken } from '../../auth/one-time-token-store';
import { hashPassword } from '../../auth/passwords';
import { hashToken } from '../../auth/refresh-token-store';
import { oneTimeTokens } from '../../db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { encodeUid } from './password-reset-service';
import { signInLinkMailJob } from './job-types';
import { disableUser } from './service';

let t: TestApp;
const PASSWORD = 'Tangerine#Rocket42';
let passwordHash: string;
beforeAll(async () => {
  // The sign-in link is mailed by a job: this app works its jobs.
  t = await buildTestApp({ work: true });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

function login(email: string, password: string, ip: string) {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.login, payload: { email, password }, remoteAddress: ip });
}
function useLink(key: string) {
  return t.app.inject({ method: 'POST', url: ENDPOINTS.signInLinkConfirm, payload: { key } });
}
function mailsTo(email: string) {
  return t.mailer.sent.filter((message) => message.to === email);
}
/** How many sign-in link mails were queued for that address. */
function queuedFor(send: { mock: { calls: unknown[][] } }, email: string) {
  return send.mock.calls.filter(
    ([type, payload]) => type === signInLinkMailJob && (payload as { email: string }).email === email,
  ).length;
}
async function failTimes(email: string, times: number, ip: string) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await login(email, `Wrong#Password${i}`, ip)).statusCode);
  return statuses;
}
/** The key of the sign-in mail the job sends to that address. */
async function mailedKey(email: string): Promise<string> {
  const link = await vi.waitFor(() => t.mailer.linkTo(email), { timeout: 10_000, interval: 50 });
  expect(link.pathname).toBe(ROUTES.signInLink);
  return link.searchParams.get('key')!;
}
async function lockAndGetKey(email: string, ip: string): Promise<string> {
  await failTimes(email, 10, ip);
  expect((await login(email, PASSWORD, ip)).statusCode).toBe(429);
  return mailedKey(email);
}

describe('sign-in link for a locked account', () => {
  it('mails the owner once, from the attempt that locks the account, and never more in that window', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    const send = vi.spyOn(t.queue, 'send');
    try {
      expect(await failTimes(user.email, 9, '10.21.0.1')).toEqual(Array(9).fill(400));
      expect(queuedFor(send, user.email)).toBe(0);

      expect((await login(user.email, 'Wrong#Password9', '10.21.0.1')).statusCode).toBe(400);
      expect(queuedFor(send, user.email)).toBe(1);
      await mailedKey(user.email);
      const mail = mailsTo(user.email)[0]!;
      expect(mail.subject).toContain('Sign-in attempts');
      expect(mail.text).toContain('Someone tried to sign in to your account');
      expect(mail.html).toContain('Sign me in');

      const refused = await failTimes(user.email, 5, '10.21.0.2');
      expect(refused).toEqual(Array(5).fill(429));
      expect((await login(user.email, PASSWORD, '10.21.0.3')).statusCode).toBe(429);
      expect(queuedFor(send, user.email)).toBe(1);
      // Give the worker time to pick up anything else that might have been queued.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(mailsTo(user.email)).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });

  it('answers an unknown address exactly as a known one and mails nobody', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    const known = await failTimes(user.email, 11, '10.22.0.1');
    const before = t.mailer.sent.length;
    const unknown = await failTimes('nobody-here@example.com', 11, '10.22.0.2');
    expect(unknown).toEqual(known);
    const answerKnown = await login(user.email, 'Wrong#Again1', '10.22.0.3');
    const answerUnknown = await login('nobody-here@example.com', 'Wrong#Again1', '10.22.0.4');
    expect([answerKnown.statusCode, answerKnown.body]).toEqual([answerUnknown.statusCode, answerUnknown.body]);
    await mailedKey(user.email);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('nobody-here@example.com')).toHaveLength(0);
    expect(t.mailer.sent.length - before).toBeLessThanOrEqual(1);
  });

  it('signs in while the account is locked, like a password sign-in, and clears the lock', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    const key = await lockAndGetKey(user.email, '10.23.0.1');

    const used = await useLink(key);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ user: { email: user.email } });
    expect(typeof used.json().access).toBe('string');
    expect(used.cookies.map((cookie) => cookie.name).sort()).toEqual([COOKIES.access, COOKIES.refresh].sort());
    const me = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.user,
      headers: { authorization: `Bearer ${used.json().access}` },
    });
    expect(me.statusCode).toBe(200);

    expect((await login(user.email, PASSWORD, '10.23.0.2')).statusCode).toBe(200);
  });

  it('refuses a used link, an expired one and a key issued for something else', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    const key = await lockAndGetKey(user.email, '10.24.0.1');
    const [row] = await t.database.db
      .select({ expiresAt: oneTimeTokens.expiresAt })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(key)));
    const minutesLeft = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);

    expect((await useLink(key)).statusCode).toBe(200);
    const again = await useLink(key);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: MESSAGES.signInLinkInvalid });
    expect(again.cookies).toHaveLength(0);

    const expired = await issueOneTimeToken(t.database.db, 'sign_in_link', user.id, 1000, new Date(Date.now() - 5000));
    expect((await useLink(expired)).json()).toEqual({ detail: MESSAGES.signInLinkInvalid });
    const resetToken = await issueOneTimeToken(t.database.db, 'password_reset', user.id, 60_000);
    expect((await useLink(resetToken)).statusCode).toBe(400);
    expect((await useLink('not-a-key')).statusCode).toBe(400);
  });

  it('stops working once the password changes', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    const key = await issueOneTimeToken(t.database.db, 'sign_in_link', user.id, 60_000);
    const token = await issueOneTimeToken(t.database.db, 'password_reset', user.id, 60_000);
    const NEW = 'Marmalade$Comet77';
    const reset = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.passwordResetConfirm,
      payload: { uid: encodeUid(user.id), token, new_password1: NEW, new_password2: NEW },
    });
    expect(reset.statusCode).toBe(200);
    expect((await useLink(key)).json()).toEqual({ detail: MESSAGES.signInLinkInvalid });
  });

  it('is spent by disabling the account, and refuses a disabled account any link', async () => {
    const user = await createTestUser(t.database, { passwordHash });
    const before = await issueOneTimeToken(t.database.db, 'sign_in_link', user.id, 60_000);
    await disableUser(t.database.db, user.id);
    expect((await useLink(before)).json()).toEqual({ detail: MESSAGES.signInLinkInvalid });

    const after = await issueOneTimeToken(t.database.db, 'sign_in_link', user.id, 60_000);
    const refused = await useLink(after);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MESSAGES.accountDisabled });
    expect(refused.cookies).toHaveLength(0);
  });
});
