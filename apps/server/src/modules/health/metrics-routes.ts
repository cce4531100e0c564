/**
 * Prometheus metrics (caption writer fallbacks, renders, the process): for a scraper sending the
 * METRICS_TOKEN setting as a bearer token, or a superuser; everyone else gets a 404, as if it were
 * not there. Not by address: a proxy on this machine makes every visitor look local, with or
 * without an X-Forwarded-For header.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { ModuleRoutes } from '../../wiring/module-routes';
import { ENDPOINTS, MESSAGES } from '@memeforge/contract';
import { NotFound } from '../../domain-errors';
import { userAccess } from '../users/access-cache';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the length nor the content leaks through timing. */
function isScraperToken(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token));
}

export const metricsRoutes: ModuleRoutes = async (app, { services: { metrics, db, settings } }) => {
  const token = settings.metricsToken;
  app.get(ENDPOINTS.metrics, { schema: { hide: true } }, async (request, reply) => {
    const scraper = isScraperToken(request.headers.authorization, token);
    const superuser =
      !scraper && request.auth ? (await userAccess(db, request.auth.userId))?.isSuperuser === true : false;
    if (!scraper && !superuser) throw new NotFound(MESSAGES.notFound);
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
};
