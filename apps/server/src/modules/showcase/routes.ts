import type { ModuleRoutes } from '../../wiring/module-routes';
import { ENDPOINTS, LandingDataSchema } from '@memeforge/contract';
import { landingData } from './service';

export const showcaseRoutes: ModuleRoutes = async (app, { services: landing }) => {
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
