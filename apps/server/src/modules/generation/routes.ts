/** POST /memes/generate/ (product.md §7.6): parse, then the generation service decides. */
import type { ModuleRoutes } from '../../wiring/module-routes';
import {
  DetailErrorSchema,
  ENDPOINTS,
  ErrorResponseSchema,
  GenerateRequestSchema,
  GenerateResponseSchema,
} from '@memeforge/contract';
import { generateMemes } from './generate-service';

export const generationRoutes: ModuleRoutes = async (app, { services: ctx }) => {
  app.post(
    ENDPOINTS.generate,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['memes'],
        summary: 'Generate a batch of memes (one credit each); send an Idempotency-Key to retry safely',
        security: [{ bearer: [] }, { cookie: [] }],
        body: GenerateRequestSchema,
        response: {
          200: GenerateResponseSchema,
          400: ErrorResponseSchema,
          401: DetailErrorSchema,
          402: DetailErrorSchema,
          403: DetailErrorSchema,
          422: DetailErrorSchema,
          429: DetailErrorSchema,
          503: DetailErrorSchema,
        },
      },
    },
    async (request) => {
      const key = request.headers['idempotency-key'];
      return generateMemes(ctx, request.auth!.userId, request.body, Array.isArray(key) ? key[0] : key);
    },
  );
};
