import { MESSAGES } from '@memeforge/contract';
import { ApiError } from '../../api';
import { isNetworkError } from './error-text';

const PASSWORD_FIELDS = ['new_password2', 'new_password1'] as const;
const LINK_FIELDS = ['token', 'uid'] as const;

function texts(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string').map((item) => item.trim());
}

const withoutFinalStop = (text: string) => text.replace(/[.\s]+$/, '');

/** One of the server's (Django-worded) password validator messages, in the reset form's words. */
export function resetPasswordMessage(text: string): string {
  const message = text.trim();
  if (!message) return MESSAGES.resetPasswordNotAccepted;
  if (message === MESSAGES.djangoPasswordTooCommon) return MESSAGES.resetTooCommon;
  if (message.startsWith('The password is too similar to the')) return MESSAGES.resetTooSimilar;
  if (message === MESSAGES.djangoPasswordEntirelyNumeric) return MESSAGES.resetEntirelyNumeric;
  const short = /^This password is too short\. It must contain at least (\d+) characters?\.?$/.exec(message);
  if (short) return MESSAGES.resetTooShort(Number(short[1]));
  return MESSAGES.resetPasswordIssue(withoutFinalStop(message));
}

/** What the reset form says when the confirm call fails (product.md §8.4). */
export function resetErrorText(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const body = error.body as Record<string, unknown>;
    if (LINK_FIELDS.some((field) => field in body)) return MESSAGES.resetLinkInvalid;
    const field = PASSWORD_FIELDS.find((name) => name in body);
    if (field) return resetPasswordMessage(texts(body[field]).find(Boolean) ?? '');
  }
  if (isNetworkError(error)) return MESSAGES.networkError;
  if (error instanceof Error && error.message.trim()) {
    if (error.message === MESSAGES.requestFailed) return MESSAGES.resetRequestFailed;
    return MESSAGES.resetError(withoutFinalStop(error.message));
  }
  return MESSAGES.unexpectedError;
}
