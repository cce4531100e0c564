/**
 * Prometheus metrics (caption writer fallbacks, renders, the process): for a scraper sending the
 * METRICS_TOKEN setting as a bearer token, or a superuser; everyone else gets a 404, as if it were
 * not there. Not by address: a proxy on this machine makes every visitor look local, with or
 * without an X-Forwarded-For header.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS, MESSAGES } from '@memeforge/contract';
import type { Metrics } from '../../metrics';
import { NotFound } from '../../domain-errors';
import type { Db } from '../../db/types';
import { userAccess } from '../users/access-cache';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the length nor the content leaks through timing. */
function isScraperToken(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token));
}

export const metricsRoutes: FastifyPluginAsync<{ metrics: Metrics; db: Db; token?: string | undefined }> = async (
  app,
  { metrics, db, token },
) => {
  app.get(ENDPOINTS.metrics, { schema: { hide: true } }, async (request, reply) => {
    const scraper = isScraperToken(request.headers.authorization, token);
    const superuser =
      !scraper && request.auth ? (await userAccess(db, request.auth.userId))?.isSuperuser === true : false;
    if (!scraper && !superuser) throw new NotFound(MESSAGES.notFound);
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
};
