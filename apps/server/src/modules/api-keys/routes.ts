/**
 * The person's API keys (decision 051): list, create (the key is in this answer only), revoke.
 * Only a signed-in session reaches these: no API key is allowed to manage keys (scopes.ts).
 */
import { z } from 'zod';
import {
  API_KEY_MESSAGES,
  ApiKeyCreateRequestSchema,
  ApiKeyCreatedSchema,
  ApiKeyListSchema,
  DetailErrorSchema,
  ENDPOINTS,
  ErrorResponseSchema,
} from '@memeforge/contract';
import type { ModuleRoutes } from '../../wiring/module-routes';
import { createApiKey, listApiKeys, revokeKey } from './service';

const KeyParamsSchema = z.object({
  keyId: z.coerce
    .number({ error: API_KEY_MESSAGES.invalidId })
    .int({ error: API_KEY_MESSAGES.invalidId })
    .min(1, { error: API_KEY_MESSAGES.invalidId })
    .max(2_147_483_647, { error: API_KEY_MESSAGES.invalidId }),
});

export const apiKeysRoutes: ModuleRoutes = async (app, { services }) => {
  app.get(
    ENDPOINTS.apiKeys,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['api-keys'],
        summary: 'The signed-in person’s API keys that still work (name, prefix, scopes, dates), newest first',
        response: { 200: ApiKeyListSchema },
      },
    },
    async (request) => ({ results: await listApiKeys(services, request.auth!.userId) }),
  );

  app.post(
    ENDPOINTS.apiKeys,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['api-keys'],
        summary:
          'Makes an API key with a name, its scopes (read, generate, edit) and an optional expiry; the key is in this answer and never again',
        body: ApiKeyCreateRequestSchema,
        response: { 201: ApiKeyCreatedSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(services, request.auth!.userId, request.body);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    ENDPOINTS.apiKeyPattern,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['api-keys'],
        summary: 'Revokes an API key: every process refuses it from this moment',
        params: KeyParamsSchema,
        response: { 204: z.null().describe('Revoked'), 404: DetailErrorSchema },
      },
    },
    async (request, reply) => {
      await revokeKey(services, request.auth!.userId, request.params.keyId);
      return reply.code(204).send(null);
    },
  );
};
