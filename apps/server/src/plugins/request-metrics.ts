/**
 * Every answered request into `http_request_seconds{method,route,status}`: the route is the
 * pattern that matched (`/memes/item/:memeId/`), so series stay few however many ids are asked
 * for; a request no route matched is `unmatched`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from '../metrics';

async function requestMetrics(app: FastifyInstance, options: { metrics: Metrics }) {
  app.addHook('onResponse', async (request, reply) => {
    options.metrics.httpRequestSeconds.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

export default fp(requestMetrics, { name: 'request-metrics' });
