/**
 * Every error is a JSON object (product.md §7.1): validation errors as {field: [messages]},
 * everything else as {detail}. Bad input is a 4xx, never a 500. Unknown API paths are a JSON
 * 404; other unknown GET paths go to the web app (see plugins/web.ts).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, isApiPath, type FieldErrors } from '@memeforge/contract';
import { DomainError, RateLimited, type DomainErrorKind } from '../domain-errors';
import { isUnstorableText } from '../db/errors';
import { NON_FIELD_ERRORS } from '../domain-errors';

function fieldName(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts[0] ?? NON_FIELD_ERRORS;
}

/**
 * Zod says a missing field was "received undefined", and text that is no number "received NaN":
 * JavaScript's words, said in the product's instead.
 */
export function productWords(issue: { keyword?: string; message?: string | undefined }): string {
  if (issue.keyword === 'invalid_type' && issue.message?.endsWith('received undefined')) return MESSAGES.fieldRequired;
  if (issue.keyword === 'invalid_type' && issue.message?.endsWith('received NaN')) return MESSAGES.numberExpected;
  return issue.message ?? 'Invalid value.';
}

function toFieldErrors(
  validation: { instancePath: string; keyword?: string; message?: string | undefined }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const field = fieldName(issue.instancePath);
    (errors[field] ??= []).push(productWords(issue));
  }
  return errors;
}

/** The one place a service's refusal becomes a status code. */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  'invalid-input': 400,
  'not-authenticated': 401,
  'insufficient-credits': 402,
  'plan-not-allowed': 403,
  forbidden: 403,
  'not-found': 404,
  conflict: 422,
  'not-ready': 409,
  taken: 409,
  'rate-limited': 429,
  'storage-full': 413,
  unavailable: 503,
};

const BODY_PARSE_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Error bodies have their own fixed shapes: never run them through the route's response schema
    // (a route declaring only field errors for 400 must still be able to answer malformed JSON).
    reply.serializer((payload: unknown) => JSON.stringify(payload)).type('application/json; charset=utf-8');
    if (error instanceof DomainError) {
      if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(STATUS_OF_KIND[error.kind]).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(toFieldErrors(error.validation));
    }
    if (error.code && BODY_PARSE_CODES.has(error.code)) {
      return reply.code(400).send({ detail: MESSAGES.malformedJson });
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.code(400).send({ detail: MESSAGES.malformedJson });
    }
    if (isUnstorableText(error)) {
      // Postgres text cannot hold NUL bytes; that is the client's input, not our failure.
      return reply.code(400).send({ detail: MESSAGES.invalidCharacters });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ detail: MESSAGES.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: MESSAGES.serverError });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname);
    if (wantsPage && app.hasDecorator('renderPage')) {
      return app.renderPage(request, reply);
    }
    return reply.code(404).send({ detail: MESSAGES.notFound });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
