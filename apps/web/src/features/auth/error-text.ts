import { MESSAGES, joinFieldMessages } from '@memeforge/contract';
import { ApiError } from '../../api';

/** fetch rejects with a TypeError when the request never got an answer (offline, DNS, CORS). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** One line for an error: the server's message, the network message, or the fallback. */
export function errorText(error: unknown, fallback: string = MESSAGES.unknownError): string {
  if (isNetworkError(error)) return MESSAGES.networkError;
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

/**
 * Signup (product.md §8.3): the server's field messages joined with line breaks, else the error
 * message, else 'An unknown error occurred.'
 */
export function signupErrorText(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    // `code` is a machine-readable reason beside a message, not something to show.
    const { code: _code, ...fields } = error.body as Record<string, unknown>;
    const joined = joinFieldMessages(fields);
    if (joined) return joined;
  }
  return errorText(error, MESSAGES.unknownError);
}
