import type { ModuleRoutes } from '../../wiring/module-routes';
import { ENDPOINTS, HealthResponseSchema, ReadyResponseSchema } from '@memeforge/contract';
import { APP_VERSION } from '../../version';
import type { Logger } from '../../logger';
import { checkReadiness } from './readiness-service';
import { checkHealth } from './service';

export const healthRoutes: ModuleRoutes = async (app, { services }) => {
  const { database, queue } = services;
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
  app.get(
    ENDPOINTS.ready,
    {
      schema: {
        tags: ['health'],
        summary:
          'Whether this process can serve: database, queue and storage answer, the starter library is in; 503 until then',
        description: "A load balancer's check; GET /api/health stays the liveness check.",
        response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema },
      },
    },
    async (request, reply) => {
      const readiness = await checkReadiness(services, request.log as Logger);
      return reply
        .code(readiness.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(readiness);
    },
  );
};
