/**
 * How a route becomes an OpenAPI operation (decision 043), around fastify-type-provider-zod's
 * conversion of its zod schemas: its operationId from the contract's one table, who may call it
 * (read off the auth plugin's mark on routes guarded by `requireUser`, so the document cannot drift from what is enforced),
 * the bodies the server reads itself (multipart forms, the raw webhook), the answers that are not
 * JSON, and the error answers the shared plugins give on every route, each with its body. Route
 * files keep declaring only what is their own.
 */
import type { FastifySchema, RouteOptions } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { globalRegistry, ZodType, type z } from 'zod';
import {
  BillingEventSchema,
  DetailErrorSchema,
  ErrorResponseSchema,
  LocalCheckoutFormSchema,
  OPERATION_IDS,
  SaveMemeFormSchema,
  TemplateUploadFormSchema,
  UploadedVideoFormSchema,
  operationKey,
} from '@memeforge/contract';
import { NON_JSON_ANSWERS } from './openapi-answers';

type SecurityRequirement = Record<string, string[]>;

const SIGNED_IN: SecurityRequirement[] = [{ bearer: [] }, { cookie: [] }];
/** Anyone, and a session is used when there is one (`{}` is the anonymous alternative). */
const SESSION_IF_ANY: SecurityRequirement[] = [{}, ...SIGNED_IN];
const ANYONE: SecurityRequirement[] = [];

/** Operations that read a session when one is sent but do not need one. */
const SESSION_OPTIONAL = new Set(['logout', 'sendContactMessage']);

/** Bodies not declared as the route's `body` (the server reads them itself), by operationId. */
const DOCUMENTED_BODIES: Record<string, { schema: z.ZodType; contentType: string }> = {
  saveMeme: { schema: SaveMemeFormSchema, contentType: 'multipart/form-data' },
  startUploadedVideo: { schema: UploadedVideoFormSchema, contentType: 'multipart/form-data' },
  uploadTemplate: { schema: TemplateUploadFormSchema, contentType: 'multipart/form-data' },
  payLocalCheckout: { schema: LocalCheckoutFormSchema, contentType: 'application/x-www-form-urlencoded' },
  receiveBillingEvent: { schema: BillingEventSchema, contentType: 'application/json' },
};

/** What each error status means when a route gives it no words of its own (plugins/errors.ts). */
const ERROR_MEANINGS: Record<number, string> = {
  400: 'The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed',
  401: 'Not signed in, or the token is invalid or its session has ended',
  402: 'Not enough credits; nothing was spent',
  403: 'Not allowed for this account (or a cookie-authenticated write from another site)',
  404: 'Not found, or not this account’s',
  409: 'Not ready yet, or the id is taken',
  410: 'Gone',
  413: 'The body, or one of its files, is larger than this call accepts; nothing was stored',
  415: 'The body’s content type is not one this call accepts',
  422: 'At odds with what was done before',
  429: 'Too many attempts: try again after the Retry-After header’s seconds',
  500: 'An unexpected failure on our side (it is logged)',
  503: 'A service this call needs is out of service for now; try again later',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function methodOf(route: RouteOptions): string {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.find((method) => method !== 'HEAD') ?? 'GET';
}

/** Marked by the auth plugin on every route guarded by `requireUser` (plugins/auth.ts). */
function requiresUser(route: RouteOptions): boolean {
  return (route.config as { requiresUser?: unknown } | undefined)?.requiresUser === true;
}

/** A GET that changes something gets the cross-site check of a POST (plugins/auth.ts, `changesState`). */
function changesState(route: RouteOptions): boolean {
  return (route.config as { changesState?: unknown } | undefined)?.changesState === true;
}

/** The errors the shared plugins answer on this route, besides those the route declares. */
function sharedErrors(options: { takesInput: boolean; takesBody: boolean; signedIn: boolean; safe: boolean }) {
  const errors: Record<number, z.ZodType> = {};
  const describe = (status: number, schema: z.ZodType = DetailErrorSchema) => {
    errors[status] = schema.describe(ERROR_MEANINGS[status]!);
  };
  if (options.takesInput) describe(400, ErrorResponseSchema);
  if (options.signedIn) describe(401);
  if (options.signedIn && !options.safe) describe(403);
  if (options.takesBody) {
    // `{detail}` past the JSON body limit; a form's file past its cap names its field (plugins/upload-limits.ts).
    describe(413, ErrorResponseSchema);
    describe(415);
  }
  describe(500);
  return errors;
}

/**
 * A declared error without words of its own gets its status's meaning: a shared schema (one with
 * an id, like DetailError) describes the body's shape, not why this call answered it.
 */
function withMeaning(status: number, schema: unknown): unknown {
  const meaning = ERROR_MEANINGS[status];
  if (status < 400 || !meaning || !(schema instanceof ZodType)) return schema;
  const registered = globalRegistry.get(schema);
  return registered?.description && !registered.id ? schema : schema.describe(meaning);
}

/** The Retry-After header of a 429, on the converted (JSON Schema) response. */
function withRetryAfter(response: Record<string, unknown>): void {
  const tooMany = response['429'];
  if (typeof tooMany !== 'object' || tooMany === null) return;
  response['429'] = {
    ...tooMany,
    headers: { 'retry-after': { type: 'integer', minimum: 1, description: 'Seconds to wait before trying again' } },
  };
}

/**
 * The transform @fastify/swagger runs on every route; `apiKeyScope` is the API keys' table of
 * operations (modules/api-keys/scopes.ts).
 */
export function operationTransform(apiKeyScope: (method: string, url: string) => string | null): SwaggerTransform {
  return (input) => {
    const { route, url } = input;
    const method = methodOf(route);
    const operationId = OPERATION_IDS[operationKey(method, url)];
    const declared = (input.schema ?? {}) as FastifySchema & Record<string, unknown>;
    if (declared.hide) return jsonSchemaTransform(input);

    const documentedBody = operationId ? DOCUMENTED_BODIES[operationId] : undefined;
    const signedIn = requiresUser(route);
    const declaredResponse = (declared.response ?? {}) as Record<string, unknown>;
    const takesBody = Boolean(declared.body ?? documentedBody);
    const response = {
      ...sharedErrors({
        takesInput: Boolean(takesBody || declared.querystring || declared.params || declared.headers),
        takesBody,
        signedIn,
        safe: SAFE_METHODS.has(method) && !changesState(route),
      }),
      ...Object.fromEntries(
        Object.entries(declaredResponse).map(([status, schema]) => [status, withMeaning(Number(status), schema)]),
      ),
    };
    const converted = jsonSchemaTransform({
      ...input,
      schema: {
        ...declared,
        response,
        ...(documentedBody ? { body: documentedBody.schema, consumes: [documentedBody.contentType] } : {}),
      },
    });

    const schema = converted.schema as FastifySchema & Record<string, unknown>;
    const convertedResponse = { ...(schema.response as Record<string, unknown>) };
    withRetryAfter(convertedResponse);
    Object.assign(convertedResponse, operationId ? NON_JSON_ANSWERS[operationId] : undefined);
    const keyScope = apiKeyScope(method, url);
    const security = [
      ...((declared.security as SecurityRequirement[] | undefined) ?? defaultSecurity()),
      // `any`: every key (the MCP endpoint, whose tools check each operation's scope).
      ...(keyScope ? [{ apiKey: keyScope === 'any' ? [] : [keyScope] }] : []),
    ];
    return {
      url: converted.url,
      schema: { ...schema, ...(operationId ? { operationId } : {}), security, response: convertedResponse },
    };

    function defaultSecurity(): SecurityRequirement[] {
      if (signedIn) return SIGNED_IN;
      return operationId && SESSION_OPTIONAL.has(operationId) ? SESSION_IF_ANY : ANYONE;
    }
  };
}
