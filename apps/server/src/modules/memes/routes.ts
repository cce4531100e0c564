/** My Memes and the job status call (product.md §7.6): parse, then the memes service decides. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DetailErrorSchema,
  ENDPOINTS,
  ErrorResponseSchema,
  JobStatusQuerySchema,
  JobStatusSchema,
  MemeActionRequestSchema,
  MemeParamsSchema,
  MemeSchema,
  UserMemesListSchema,
  UserMemesQuerySchema,
} from '@memeforge/contract';
import { actOnMeme, deleteMeme, getMeme, jobStatus, listMemes, type MemesContext } from './service';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

export const memesRoutes: FastifyPluginAsyncZod<{ memes: MemesContext }> = async (app, { memes }) => {
  const ctx: MemesContext = { logger: app.log, ...memes };
  app.get(
    ENDPOINTS.generationJobStatus,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['memes'],
        summary: "A meme render job's status; an unknown id answers a failed record",
        security,
        querystring: JobStatusQuerySchema,
        response: { 200: JobStatusSchema, 400: ErrorResponseSchema, 401: DetailErrorSchema },
      },
    },
    async (request) => jobStatus(ctx, request.auth!.userId, request.query.job_id),
  );

  app.get(
    ENDPOINTS.userMemes,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['memes'],
        summary: "The signed-in user's memes, newest first",
        security,
        querystring: UserMemesQuerySchema,
        response: {
          200: UserMemesListSchema,
          400: ErrorResponseSchema,
          401: DetailErrorSchema,
          404: DetailErrorSchema,
        },
      },
    },
    async (request) => listMemes(ctx, request.auth!.userId, request.query, ENDPOINTS.userMemes),
  );

  app.post(
    ENDPOINTS.memeActions,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['memes'],
        summary: 'Like, dislike, favourite or clear a meme',
        security,
        body: MemeActionRequestSchema,
        response: { 200: MemeSchema, 400: ErrorResponseSchema, 401: DetailErrorSchema, 404: DetailErrorSchema },
      },
    },
    async (request) => actOnMeme(ctx, request.auth!.userId, request.body),
  );

  app.get(
    ENDPOINTS.memeItemPattern,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['memes'],
        summary: 'One of the signed-in user’s memes',
        security,
        params: MemeParamsSchema,
        response: { 200: MemeSchema, 400: ErrorResponseSchema, 401: DetailErrorSchema, 404: DetailErrorSchema },
      },
    },
    async (request) => getMeme(ctx, request.auth!.userId, request.params.memeId),
  );

  app.delete(
    ENDPOINTS.memeItemPattern,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['memes'],
        summary: 'Delete one of the signed-in user’s memes',
        security,
        params: MemeParamsSchema,
        response: {
          204: z.null().describe('Deleted'),
          400: ErrorResponseSchema,
          401: DetailErrorSchema,
          404: DetailErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteMeme(ctx, request.auth!.userId, request.params.memeId);
      return reply.code(204).send(null);
    },
  );
};
