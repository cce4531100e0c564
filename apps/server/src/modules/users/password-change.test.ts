/**
 * The signed-in password change: the current password is asked for and its guesses are counted,
 * the new one meets the reset's rules, and a change ends every other session and e-mailed link,
 * keeps the caller signed in with a fresh session, and tells the owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COOKIES,
  ENDPOINTS,
  PASSWORD_CHANGE_MESSAGES,
  PasswordChangeResponseSchema,
  type PasswordChangeRequest,
} from '@memeforge/contract';
import { issueOneTimeToken } from '../../auth/one-time-token-store';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { startSession } from '../../auth/sessions';
import { buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { encodeUid } from './password-reset-service';
import { findUserById } from './store';

const OLD = 'Tangerine#Rocket42';
const NEW = 'Marmalade!Comet77';
let t: TestApp;
let oldHash: string;
beforeAll(async () => {
  t = await buildTestApp();
  oldHash = await hashPassword(OLD);
});
afterAll(() => t.close());

function change(access: string, body: Partial<PasswordChangeRequest>) {
  return t.app.inject({
    method: 'POST',
    url: ENDPOINTS.passwordChange,
    headers: { authorization: `Bearer ${access}` },
    payload: body,
  });
}
const whoAmI = (access: string) =>
  t.app.inject({ method: 'GET', url: ENDPOINTS.user, headers: { authorization: `Bearer ${access}` } });

async function passwordStill(userId: number, password: string) {
  const row = await findUserById(t.database.db, userId);
  return verifyPassword(row!.passwordHash!, password);
}

describe('POST password/change', () => {
  it('refuses a wrong current password on its field and changes nothing', async () => {
    const user = await createTestUser(t.database, { passwordHash: oldHash });
    const { access } = await startSession(t.database.db, t.signer, user.id);
    const response = await change(access, { old_password: 'not it at all', new_password1: NEW, new_password2: NEW });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ old_password: [PASSWORD_CHANGE_MESSAGES.oldPasswordWrong] });
    expect(await passwordStill(user.id, OLD)).toBe(true);
    expect((await whoAmI(access)).statusCode).toBe(200);
  });

  it("holds the new password to the reset's rules: both equal, not too common or short", async () => {
    const user = await createTestUser(t.database, { passwordHash: oldHash });
    const { access } = await startSession(t.database.db, t.signer, user.id);
    const differ = await change(access, { old_password: OLD, new_password1: NEW, new_password2: `${NEW}x` });
    expect(differ.statusCode).toBe(400);
    expect(Object.keys(differ.json())).toEqual(['new_password2']);
    const common = await change(access, { old_password: OLD, new_password1: 'password', new_password2: 'password' });
    expect(common.statusCode).toBe(400);
    expect(Object.keys(common.json())).toEqual(['new_password2']);
    const missing = await change(access, { new_password1: NEW, new_password2: NEW });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ old_password: ['This field is required.'] });
    expect(await passwordStill(user.id, OLD)).toBe(true);
  });

  it('changes it: other sessions and e-mailed links end, the caller stays signed in, the owner is told', async () => {
    const user = await createTestUser(t.database, { passwordHash: oldHash });
    const mine = await startSession(t.database.db, t.signer, user.id);
    const other = await startSession(t.database.db, t.signer, user.id);
    const resetToken = await issueOneTimeToken(t.database.db, 'password_reset', user.id, 60_000);

    const response = await change(mine.access, { old_password: OLD, new_password1: NEW, new_password2: NEW });
    expect(response.statusCode, response.body).toBe(200);
    const answer = PasswordChangeResponseSchema.parse(response.json());
    expect(answer.detail).toBe(PASSWORD_CHANGE_MESSAGES.changed);
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual([COOKIES.access, COOKIES.refresh]);

    expect(await passwordStill(user.id, NEW)).toBe(true);
    expect((await whoAmI(answer.access)).statusCode).toBe(200);
    // Everything issued before the change is refused, the caller's old tokens included.
    expect((await whoAmI(other.access)).statusCode).toBe(401);
    expect((await whoAmI(mine.access)).statusCode).toBe(401);
    const otherRefresh = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.tokenRefresh,
      payload: { refresh: other.refresh },
    });
    expect(otherRefresh.statusCode).toBe(401);
    const reset = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.passwordResetConfirm,
      payload: { uid: encodeUid(user.id), token: resetToken, new_password1: OLD, new_password2: OLD },
    });
    expect(reset.statusCode).toBe(400);

    const notice = t.mailer.lastTo(user.email);
    expect(notice.subject).toMatch(/password was changed/);
    expect(notice.links[0]).toContain('mode=forgot');

    const login = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.login,
      payload: { email: user.email, password: NEW },
    });
    expect(login.statusCode).toBe(200);
  });

  it('sends an account without a password (Google only) to the e-mailed reset', async () => {
    const user = await createTestUser(t.database, { passwordHash: null });
    const { access } = await startSession(t.database.db, t.signer, user.id);
    const response = await change(access, { old_password: 'anything', new_password1: NEW, new_password2: NEW });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ old_password: [PASSWORD_CHANGE_MESSAGES.noPasswordYet] });
  });

  it('needs a session, and counts guesses at the current password like sign-in', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.passwordChange,
      payload: { old_password: OLD, new_password1: NEW, new_password2: NEW },
    });
    expect(anonymous.statusCode).toBe(401);

    const user = await createTestUser(t.database, { passwordHash: oldHash });
    const { access } = await startSession(t.database.db, t.signer, user.id);
    const guesses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      guesses.push(
        (await change(access, { old_password: `guess ${attempt}`, new_password1: NEW, new_password2: NEW })).statusCode,
      );
    }
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(guesses[10]).toBe(429);
    expect(await passwordStill(user.id, OLD)).toBe(true);
  });
});
