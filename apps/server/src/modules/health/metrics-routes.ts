/**
 * Prometheus metrics (caption writer fallbacks, renders, the process): for a scraper on the same
 * machine (a loopback address, and not relayed by a proxy, which would make every visitor look
 * local) or a superuser; everyone else gets a 404, as if it were not there.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS, MESSAGES } from '@memeforge/contract';
import type { Metrics } from '../../metrics';
import { NotFound } from '../../domain-errors';
import type { Db } from '../../db/types';
import { userAccess } from '../users/access-cache';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export const metricsRoutes: FastifyPluginAsync<{ metrics: Metrics; db: Db }> = async (app, { metrics, db }) => {
  app.get(ENDPOINTS.metrics, { schema: { hide: true } }, async (request, reply) => {
    const superuser = request.auth ? (await userAccess(db, request.auth.userId))?.isSuperuser === true : false;
    const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    const localScraper = LOOPBACK.test(request.ip) && !relayed;
    if (!localScraper && !superuser) throw new NotFound(MESSAGES.notFound);
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
};
