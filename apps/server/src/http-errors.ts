/**
 * Errors a service throws to say "the user asked for something we refuse". The error plugin turns
 * them into the spec's JSON shapes: {detail} or {field: [messages]}.
 */
import type { FieldErrors } from '@memeforge/contract';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string; code?: string } | FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }

  static detail(statusCode: number, detail: string): HttpError {
    return new HttpError(statusCode, { detail });
  }

  static fields(errors: FieldErrors): HttpError {
    return new HttpError(400, errors);
  }

  /** A refusal the client acts on: the message plus a machine-readable code. */
  static coded(statusCode: number, detail: string, code: string): HttpError {
    return new HttpError(statusCode, { detail, code });
  }
}
