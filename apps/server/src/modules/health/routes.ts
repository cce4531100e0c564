import type { ModuleRoutes } from '../../wiring/module-routes';
import { ENDPOINTS, HealthResponseSchema } from '@memeforge/contract';
import { APP_VERSION } from '../../version';
import type { Logger } from '../../logger';
import { checkHealth } from './service';

export const healthRoutes: ModuleRoutes = async (app, { services: { database, queue } }) => {
  const version = APP_VERSION;
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
