import type { ModuleRoutes } from '../../wiring/module-routes';
import { EmailRequestSchema, ENDPOINTS, ErrorResponseSchema, NewsletterResponseSchema } from '@memeforge/contract';
import { RATE_LIMITS } from '../../security/rate-limit-rules';
import { subscribe } from './service';

export const newsletterRoutes: ModuleRoutes = async (app, { services: { db, limiter } }) => {
  app.post(
    ENDPOINTS.newsletterSubscribe,
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter (a repeat answers the same)',
        body: EmailRequestSchema,
        response: { 200: NewsletterResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      await limiter.consume(RATE_LIMITS.newsletterPerAddress, request.ip);
      return subscribe(db, request.body.email);
    },
  );
};
