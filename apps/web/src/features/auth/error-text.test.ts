import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@memeforge/contract';
import { ApiError } from '../../api';
import { signupErrorText } from './error-text';

describe('signupErrorText (product.md §8 Signup)', () => {
  it("joins every field's messages with line breaks", () => {
    const error = new ApiError(MESSAGES.emailAlreadyRegistered, 400, {
      email: [MESSAGES.emailAlreadyRegistered],
      password1: [MESSAGES.djangoPasswordTooCommon, MESSAGES.djangoPasswordEntirelyNumeric],
    });
    expect(signupErrorText(error)).toBe(
      [MESSAGES.emailAlreadyRegistered, MESSAGES.djangoPasswordTooCommon, MESSAGES.djangoPasswordEntirelyNumeric].join(
        '\n',
      ),
    );
  });

  it('uses the error message when the body has none, then the unknown-error text', () => {
    expect(signupErrorText(new ApiError('Request Failed', 500, {}))).toBe('Request Failed');
    expect(signupErrorText(new Error('Boom'))).toBe('Boom');
    expect(signupErrorText(null)).toBe(MESSAGES.unknownError);
  });

  it('shows a detail message but not a machine-readable code', () => {
    const error = new ApiError(MESSAGES.signupMailUnavailable, 503, {
      detail: MESSAGES.signupMailUnavailable,
      code: 'mail_unavailable',
    });
    expect(signupErrorText(error)).toBe(MESSAGES.signupMailUnavailable);
  });
});
