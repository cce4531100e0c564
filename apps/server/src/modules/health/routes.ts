import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, HealthResponseSchema } from '@memeforge/contract';
import type { Database } from '../../db/types';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { checkHealth } from './service';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; queue: JobQueue; version: string }> = async (
  app,
  { database, queue, version },
) => {
  app.get(
    ENDPOINTS.health,
    {
      schema: {
        tags: ['health'],
        summary: 'Database and queue state; 503 when either is down',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (request, reply) => {
      const health = await checkHealth(database, queue, version, request.log as Logger);
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
