import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, LandingDataSchema } from '@memeforge/contract';
import { landingData, type LandingContext } from './service';

export const showcaseRoutes: FastifyPluginAsyncZod<{ landing: LandingContext }> = async (app, { landing }) => {
  app.get(
    ENDPOINTS.landing,
    {
      schema: {
        tags: ['landing'],
        summary:
          "The landing page's showcase memes, testimonials, client logos, figures and product video (no account needed)",
        response: { 200: LandingDataSchema },
      },
    },
    async (_request, reply) => {
      // Changes only when an operator edits the content file or the showcase is rendered again.
      reply.header('Cache-Control', 'public, max-age=300');
      return landingData(landing);
    },
  );
};
