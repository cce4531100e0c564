import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CurrentPackageSchema, DetailErrorSchema, ENDPOINTS } from '@memeforge/contract';
import type { Database } from '../../db/types';
import { getSignedInUser, toCurrentPackage } from '../users/service';

export const billingRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    ENDPOINTS.currentPackage,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['billing'],
        summary: "The signed-in user's plan, billing cycle and credits",
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: CurrentPackageSchema, 401: DetailErrorSchema },
      },
    },
    async (request) => toCurrentPackage(await getSignedInUser(database.db, request.auth!.userId)),
  );
};
