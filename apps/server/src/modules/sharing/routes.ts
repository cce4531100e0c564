/**
 * Share links (decision 025): the owner's switch (POST and DELETE /memes/item/{id}/share/), the
 * public page's data (GET /memes/shared/{id}/) and its still (GET /m/{id}/image). The page itself
 * is rendered by the web app (page-data.ts feeds it).
 */
import type { Readable } from 'node:stream';
import type { ModuleRoutes } from '../../wiring/module-routes';
import { z } from 'zod';
import {
  DetailErrorSchema,
  ENDPOINTS,
  ErrorResponseSchema,
  MESSAGES,
  MemeParamsSchema,
  MemeShareSchema,
  SharedMemeSchema,
} from '@memeforge/contract';
import { NotFound } from '../../domain-errors';
import { SHARED_CACHE_CONTROL, shareMeme, sharedMeme, sharedMemeStill, stopSharingMeme } from './service';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

/** Public addresses take any text as the id: a malformed one is a page that does not exist (404), not a 400. */
const PublicMemeParamsSchema = z.object({ memeId: z.string() });

export const sharingRoutes: ModuleRoutes = async (app, { services: ctx }) => {
  const ownerResponses = {
    200: MemeShareSchema,
    400: ErrorResponseSchema,
    401: DetailErrorSchema,
    404: DetailErrorSchema,
  };

  app.post(
    ENDPOINTS.memeSharePattern,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['sharing'],
        summary: 'Share one of the signed-in user’s finished memes as a public page (/m/{id})',
        description: 'Answers the page’s absolute URL. Sharing a shared meme again changes nothing.',
        security,
        params: MemeParamsSchema,
        response: {
          ...ownerResponses,
          409: DetailErrorSchema.describe('The meme is not finished (still being made, or failed)'),
        },
      },
    },
    async (request) => shareMeme(ctx, request.auth!.userId, request.params.memeId),
  );

  app.delete(
    ENDPOINTS.memeSharePattern,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['sharing'],
        summary: 'Stop sharing one of the signed-in user’s memes: its page answers 404 at once',
        security,
        params: MemeParamsSchema,
        response: ownerResponses,
      },
    },
    async (request) => stopSharingMeme(ctx, request.auth!.userId, request.params.memeId),
  );

  app.get(
    ENDPOINTS.sharedMemePattern,
    {
      schema: {
        tags: ['sharing'],
        summary: 'A shared meme’s public page data (no account needed); 404 unless it is shared',
        params: PublicMemeParamsSchema,
        response: { 200: SharedMemeSchema, 404: DetailErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await sharedMeme(ctx, request.params.memeId);
      if (!page) throw new NotFound(MESSAGES.notFound);
      return reply.header('cache-control', SHARED_CACHE_CONTROL).send(page);
    },
  );

  app.get(
    ENDPOINTS.sharedMemeImagePattern,
    {
      schema: {
        tags: ['sharing'],
        summary: 'A shared meme’s still: the image meme, or the video meme’s poster frame; 404 unless shared',
        params: PublicMemeParamsSchema,
        response: {
          200: z.custom<Readable>().meta({ type: 'string', format: 'binary', description: 'The image' }),
          404: DetailErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const still = await sharedMemeStill(ctx, request.params.memeId);
      if (!still) throw new NotFound(MESSAGES.notFound);
      return reply
        .header('content-type', still.contentType)
        .header('cache-control', SHARED_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(still.body);
    },
  );
};
