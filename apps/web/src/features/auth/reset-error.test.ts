import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@memeforge/contract';
import { ApiError } from '../../api';
import { resetErrorText, resetPasswordMessage } from './reset-error';

const badRequest = (body: unknown, message = 'x') => new ApiError(message, 400, body);

describe('resetErrorText (product.md §8 Reset)', () => {
  it('calls a bad, expired or used link invalid, whichever of uid or token the server names', () => {
    expect(resetErrorText(badRequest({ token: ['Invalid value'] }))).toBe(MESSAGES.resetLinkInvalid);
    expect(resetErrorText(badRequest({ uid: ['Invalid value'] }))).toBe(MESSAGES.resetLinkInvalid);
  });

  it("puts the server's password validator messages in the product's words", () => {
    const weak = (text: string) => resetErrorText(badRequest({ new_password2: [text] }));
    expect(weak(MESSAGES.djangoPasswordTooCommon)).toBe(MESSAGES.resetTooCommon);
    expect(weak(MESSAGES.djangoPasswordTooSimilar('email address'))).toBe(MESSAGES.resetTooSimilar);
    expect(weak(MESSAGES.djangoPasswordTooSimilar('name'))).toBe(MESSAGES.resetTooSimilar);
    expect(weak(MESSAGES.djangoPasswordEntirelyNumeric)).toBe(MESSAGES.resetEntirelyNumeric);
    expect(weak(MESSAGES.djangoPasswordTooShort(8))).toBe('Password must be at least 8 characters long.');
    expect(weak(MESSAGES.djangoPasswordTooShort(12))).toBe(MESSAGES.resetTooShort(12));
    expect(weak('Needs more entropy.')).toBe('Password issue: Needs more entropy.');
    expect(weak('')).toBe(MESSAGES.resetPasswordNotAccepted);
    expect(resetErrorText(badRequest({ new_password2: [] }))).toBe(MESSAGES.resetPasswordNotAccepted);
    expect(resetErrorText(badRequest({ new_password1: [MESSAGES.djangoPasswordTooCommon] }))).toBe(
      MESSAGES.resetTooCommon,
    );
  });

  it("says the request failed for 'Request Failed', and quotes any other message", () => {
    expect(resetErrorText(new ApiError(MESSAGES.requestFailed, 500, {}))).toBe(MESSAGES.resetRequestFailed);
    expect(resetErrorText(new ApiError('Too many requests.', 429, { detail: 'Too many requests.' }))).toBe(
      'Error: Too many requests. Please try again.',
    );
  });

  it('tells a network failure from anything else', () => {
    expect(resetErrorText(new TypeError('Failed to fetch'))).toBe(MESSAGES.networkError);
    expect(resetErrorText('what')).toBe(MESSAGES.unexpectedError);
    expect(resetErrorText(undefined)).toBe(MESSAGES.unexpectedError);
  });

  it('maps a bare validator message on its own', () => {
    expect(resetPasswordMessage('  ')).toBe(MESSAGES.resetPasswordNotAccepted);
  });
});
