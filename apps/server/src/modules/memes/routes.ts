/**
 * My Memes, the job status call (product.md §7.6) and a meme's download: parse, then the memes
 * service (or the download service) decides.
 */
import type { Readable } from 'node:stream';
import type { ModuleRoutes } from '../../wiring/module-routes';
import { z } from 'zod';
import {
  DetailErrorSchema,
  ENDPOINTS,
  ErrorResponseSchema,
  JobStatusQuerySchema,
  JobStatusSchema,
  MemeActionRequestSchema,
  MemeDownloadParamsSchema,
  MemeDownloadQuerySchema,
  MemeParamsSchema,
  MemeSchema,
  UserMemesListSchema,
  UserMemesQuerySchema,
} from '@memeforge/contract';
import { attachmentDisposition, downloadMeme } from './download-service';
import { actOnMeme, deleteMeme, getMeme, jobStatus, listMemesJson } from './service';
import { sendSharedJson } from '../../http-json';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

export const memesRoutes: ModuleRoutes = async (app, { services: ctx }) => {
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
    async (request, reply) =>
      // Checked against UserMemesListSchema and serialised when made (service.ts), compressed once.
      sendSharedJson(
        request,
        reply,
        await listMemesJson(ctx, request.auth!.userId, request.query, ENDPOINTS.userMemes),
      ),
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

  app.get(
    ENDPOINTS.memeDownloadPattern,
    {
      config: { changesState: true },
      preHandler: app.requireUser,
      schema: {
        tags: ['memes'],
        summary: 'One of the signed-in user’s finished memes as a file: its own, or converted',
        description:
          'original: the file as made; png or jpeg: an image meme converted; gif: a video meme as a GIF ' +
          '(at most 480 px on its long side, 12 frames a second, its first 15 seconds). shape (our addition): ' +
          'square (1080x1080), portrait (1080x1350) or story (1080x1920, for Reels, TikTok and Shorts): the whole ' +
          'meme fitted inside the area the apps leave clear, on a blurred copy of it or a solid colour (fill); an ' +
          'image comes as a JPEG, a video as an H.264 MP4. Sent as an attachment.',
        security,
        params: MemeDownloadParamsSchema,
        querystring: MemeDownloadQuerySchema,
        response: {
          200: z.custom<Readable>().meta({
            type: 'string',
            format: 'binary',
            description: 'The file, with its Content-Type and a Content-Disposition attachment name',
          }),
          400: ErrorResponseSchema,
          401: DetailErrorSchema,
          404: DetailErrorSchema,
          409: DetailErrorSchema.describe('The meme is not finished (still being made, or failed)'),
          503: DetailErrorSchema.describe('A GIF or a shaped video still being made by a worker: try again shortly'),
        },
      },
    },
    async (request, reply) => {
      const { format, shape, fill } = request.query;
      const download = await downloadMeme(ctx, request.auth!.userId, request.params.memeId, format, { shape, fill });
      return reply
        .header('content-type', download.contentType)
        .header('content-disposition', attachmentDisposition(download.fileName))
        .header('cache-control', 'private')
        .send(download.body);
    },
  );
};
