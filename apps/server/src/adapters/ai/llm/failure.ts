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
}

const RETRYABLE_STATUS = new Set([408, 409, 429]);

export function describeFailure(error: unknown, timedOut: boolean): Failure {
  const detail = error instanceof Error ? error.message : String(error);
  if (timedOut) return { reason: 'timeout', retryable: false, detail };
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined) return { reason: 'network error', retryable: true, detail };
    return { reason: `http ${status}`, retryable: status >= 500 || RETRYABLE_STATUS.has(status), detail };
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
