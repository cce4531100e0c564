/**
 * Why an LLM call failed, as a short reason for the log, the meme record (`writerFallback`) and the
 * `caption_writer_fallbacks_total{reason}` label: a small fixed set plus 'http <status>', so the
 * metric's label values stay few.
 */
import {
  APICallError,
  InvalidResponseDataError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  TypeValidationError,
} from 'ai';

/** The answer parsed but does not fit the request (unknown template, too long, profanity…). */
export class InvalidAnswerError extends Error {
  override name = 'InvalidAnswerError';
}

export interface Failure {
  reason: string;
  /** Whether a second attempt could succeed (a 401 or 404 will not). */
  retryable: boolean;
  detail: string;
  /**
   * How long the API asked us to wait before trying again (a 429 or 503 with `Retry-After`, in
   * seconds or as an HTTP date; or OpenAI's `retry-after-ms`), in milliseconds.
   */
  retryAfterMs?: number;
}

const RETRYABLE_STATUS = new Set([408, 409, 429]);

export function describeFailure(error: unknown, timedOut: boolean): Failure {
  const detail = error instanceof Error ? error.message : String(error);
  if (timedOut) return { reason: 'timeout', retryable: false, detail };
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined) return { reason: 'network error', retryable: true, detail };
    const failure = { reason: `http ${status}`, retryable: status >= 500 || RETRYABLE_STATUS.has(status), detail };
    const retryAfterMs = status === 429 || status === 503 ? retryAfter(error.responseHeaders) : undefined;
    return retryAfterMs === undefined ? failure : { ...failure, retryAfterMs };
  }
  if (error instanceof InvalidAnswerError) return { reason: 'invalid answer', retryable: true, detail };
  if (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error)
  ) {
    return { reason: 'malformed answer', retryable: true, detail };
  }
  return { reason: 'error', retryable: true, detail };
}

/**
 * The wait a `Retry-After` header asks for (delta seconds or an HTTP date; `retry-after-ms` first
 * when present), in milliseconds; undefined when there is none or it cannot be read.
 */
export function retryAfter(headers: Record<string, string> | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const header = (name: string) =>
    Object.entries(headers)
      .find(([key]) => key.toLowerCase() === name)?.[1]
      ?.trim() ?? '';
  const ms = header('retry-after-ms');
  if (/^\d+(\.\d+)?$/.test(ms)) return Math.ceil(Number(ms));
  const value = header('retry-after');
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  if (!value) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
