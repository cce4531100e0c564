import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailErrorSchema, ENDPOINTS, UserSchema } from '@memeforge/contract';
import type { Database } from '../../db/types';
import { getSignedInUser, toPublicUser } from './service';

export const usersRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    ENDPOINTS.user,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: UserSchema, 401: DetailErrorSchema },
      },
    },
    async (request) => toPublicUser(await getSignedInUser(database.db, request.auth!.userId)),
  );
};
