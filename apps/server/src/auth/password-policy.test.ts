import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@memeforge/contract';
import { passwordProblems } from './password-policy';

describe('passwordProblems', () => {
  it('accepts a strong password unrelated to the person', () => {
    expect(passwordProblems('Tangerine#Rocket42', { name: 'Ada Lovelace', email: 'ada@example.com' })).toEqual([]);
  });

  it('refuses passwords from the common list, whatever their case', () => {
    expect(passwordProblems('Password1', {})).toContain(MESSAGES.djangoPasswordTooCommon);
    expect(passwordProblems('QWERTYUIOP', {})).toContain(MESSAGES.djangoPasswordTooCommon);
  });

  it('refuses passwords too similar to the name or e-mail, naming the attribute', () => {
    expect(passwordProblems('lovelace1!', { name: 'Ada Lovelace' })).toContain(
      MESSAGES.djangoPasswordTooSimilar('name'),
    );
    expect(passwordProblems('adalovelace@example', { email: 'adalovelace@example.com' })).toContain(
      MESSAGES.djangoPasswordTooSimilar('email address'),
    );
  });

  it('refuses entirely numeric and short passwords', () => {
    expect(passwordProblems('9081726354', {})).toContain(MESSAGES.djangoPasswordEntirelyNumeric);
    expect(passwordProblems('a1#b', {})).toContain(MESSAGES.djangoPasswordTooShort(8));
  });
});
