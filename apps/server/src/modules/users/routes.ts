import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOKIES, DetailErrorSchema, ENDPOINTS, UserSchema } from '@memeforge/contract';
import { clearSessionCookies } from '../../auth/session-cookies';
import type { Database } from '../../db/types';
import { endSession, getSignedInUser, toPublicUser } from './service';

// Fastify hands an absent body over as null.
const LogoutBodySchema = z.object({ refresh: z.string().optional() }).nullish();
const LogoutResponseSchema = z.object({ detail: z.string() });

export const usersRoutes: FastifyPluginAsyncZod<{ database: Database; publicUrl: string }> = async (
  app,
  { database, publicUrl },
) => {
  app.post(
    ENDPOINTS.logout,
    {
      schema: {
        tags: ['users'],
        summary: 'Sign out: revokes the refresh token (cookie or body) and clears the session cookies',
        body: LogoutBodySchema,
        response: { 200: LogoutResponseSchema },
      },
    },
    async (request, reply) => {
      const refresh = request.body?.refresh ?? request.cookies[COOKIES.refresh];
      await endSession(database.db, refresh);
      clearSessionCookies(reply, publicUrl);
      return { detail: 'Successfully logged out.' };
    },
  );

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
