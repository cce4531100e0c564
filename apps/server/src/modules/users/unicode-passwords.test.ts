import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  ResetPasswordFormSchema,
  SignupPasswordSchema,
} from '@memeforge/contract';
import { passwordProblems } from '../../auth/password-policy';
import { buildTestApp, type TestApp } from '../../test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** 64 characters, 108 UTF-16 units: emoji, accented letters, CJK, a digit and a special character. */
const UNICODE_PASSWORD = `${'🦊🌶️'.repeat(9)}Ünïcødé密码#7${'🚀'.repeat(26)}`;
/** 7 characters in 10 UTF-16 units: one short of the minimum. */
const SEVEN_CHARACTERS = '🦊🦊🦊x1#y';

describe('password length counts characters', () => {
  it('measures the test passwords as a person would', () => {
    expect(passwordLength(UNICODE_PASSWORD)).toBe(64);
    expect(UNICODE_PASSWORD.length).toBeGreaterThan(64);
    expect(passwordLength(SEVEN_CHARACTERS)).toBe(PASSWORD_MIN_LENGTH - 1);
    expect(SEVEN_CHARACTERS.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
  });

  it('refuses a 7-character password whose UTF-16 length is 8 or more, in the contract and the server', () => {
    const signup = SignupPasswordSchema.safeParse(SEVEN_CHARACTERS);
    expect(signup.success).toBe(false);
    expect(signup.error?.issues.map((issue) => issue.message)).toContain(MESSAGES.passwordTooShort);
    const reset = ResetPasswordFormSchema.safeParse({
      new_password1: SEVEN_CHARACTERS,
      new_password2: SEVEN_CHARACTERS,
    });
    expect(reset.success).toBe(false);
    expect(passwordProblems(SEVEN_CHARACTERS, {})).toContain(MESSAGES.djangoPasswordTooShort(PASSWORD_MIN_LENGTH));
  });

  it('accepts 128 emoji (256 UTF-16 units) and refuses 129', () => {
    expect(SignupPasswordSchema.safeParse(`1#${'🚀'.repeat(126)}`).success).toBe(true);
    expect(SignupPasswordSchema.safeParse(`1#${'🚀'.repeat(127)}`).success).toBe(false);
  });
});

describe('a 64-character Unicode password', () => {
  it('signs up and signs in exactly as typed, and only as typed', async () => {
    const email = 'unicode-person@example.com';
    const signup = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.registration,
      payload: { name: 'Ünïcødé Person', email, password1: UNICODE_PASSWORD },
      remoteAddress: '10.77.0.1',
    });
    expect(signup.statusCode).toBe(201);
    const key = t.mailer.linkTo(email).searchParams.get('key')!;
    expect((await t.app.inject({ method: 'POST', url: ENDPOINTS.verifyEmail, payload: { key } })).statusCode).toBe(200);

    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: ENDPOINTS.login, payload: { email, password }, remoteAddress: '10.77.0.2' });
    expect((await login(UNICODE_PASSWORD)).statusCode).toBe(200);
    // Not normalised, not trimmed, not cut short: a different form of the same text is another password.
    expect((await login(UNICODE_PASSWORD.normalize('NFD'))).statusCode).toBe(400);
    expect((await login(UNICODE_PASSWORD.slice(0, -2))).statusCode).toBe(400);
    expect((await login(` ${UNICODE_PASSWORD}`)).statusCode).toBe(400);
  });
});
