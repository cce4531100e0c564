import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailRequestSchema, ENDPOINTS, ErrorResponseSchema, NewsletterResponseSchema } from '@memeforge/contract';
import type { Db } from '../../db/types';
import type { RateLimiter } from '../../security/rate-limiter';
import { RATE_LIMITS } from '../../security/rate-limit-rules';
import { subscribe } from './service';

export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: RateLimiter }> = async (
  app,
  { db, limiter },
) => {
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
