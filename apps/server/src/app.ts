/**
 * Builds the Fastify app from plugins, in order: platform (cookies, schemas, errors), then
 * cross-cutting (auth, OpenAPI), then the modules' routes, then the web app. Tests build it
 * without listening and call it with `inject`.
 */
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import errorsPlugin from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import requestMetrics from './plugins/request-metrics';
import compressionPlugin from './plugins/compression';
import authPlugin from './plugins/auth';
import openapiPlugin from './plugins/openapi';
import webPlugin from './plugins/web';
import captionFontsPlugin from './plugins/caption-fonts';
import uploadLimits from './plugins/upload-limits';
import multipart from '@fastify/multipart';
import { MESSAGES } from '@memeforge/contract';
import { APP_VERSION } from './version';
import { accessTokenStillValid } from './modules/users/access-cache';
import { apiKeyAuthenticator } from './modules/api-keys/authenticate';
import { looksLikeApiKey } from './modules/api-keys/key-secret';
import { apiKeysRoutes } from './modules/api-keys/routes';
import { scopeForOperation } from './modules/api-keys/scopes';
import { healthRoutes } from './modules/health/routes';
import { metricsRoutes } from './modules/health/metrics-routes';
import { usersRoutes } from './modules/users/routes';
import { accountRoutes } from './modules/users/account-routes';
import { billingRoutes } from './modules/billing/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { contactRoutes } from './modules/contact/routes';
import { socialAuthRoutes } from './modules/social-auth/routes';
import { templatesRoutes } from './modules/templates/routes';
import { seoRoutes } from './modules/templates/seo-routes';
import { templatePageDataLoader } from './modules/templates/page-data';
import { memesRoutes } from './modules/memes/routes';
import { sharingRoutes } from './modules/sharing/routes';
import { sharedMemePageDataLoader } from './modules/sharing/page-data';
import { generationRoutes } from './modules/generation/routes';
import { editorRoutes } from './modules/editor/routes';
import { aiCaptionRoutes } from './modules/ai-caption/routes';
import { chatRoutes } from './modules/chat/routes';
import { showcaseRoutes } from './modules/showcase/routes';
import { landingPageDataLoader } from './modules/showcase/page-data';
import { mcpRoutes } from './modules/mcp/routes';
import type { ModuleRoutes } from './wiring/module-routes';
import type { Services } from './wiring/services';

/** The modules' routes, in registration order; each receives the process's services. */
const MODULE_ROUTES: readonly ModuleRoutes[] = [
  healthRoutes,
  usersRoutes,
  accountRoutes,
  apiKeysRoutes,
  newsletterRoutes,
  contactRoutes,
  socialAuthRoutes,
  billingRoutes,
  templatesRoutes,
  seoRoutes,
  memesRoutes,
  sharingRoutes,
  generationRoutes,
  editorRoutes,
  aiCaptionRoutes,
  chatRoutes,
  showcaseRoutes,
  metricsRoutes,
  mcpRoutes,
];

/**
 * Fastify takes a hop count as a function of the hop, and a list of proxy addresses as it is.
 * Never `true`: that would take the leftmost X-Forwarded-For, which the client writes.
 */
export function trustProxyOption(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** How long a request may take to arrive, headers and body. */
export const REQUEST_TIMEOUT_MS = 10 * 60_000;
/** How long a connection may sit with no bytes moving. */
export const IDLE_CONNECTION_TIMEOUT_MS = 2 * 60_000;

export async function buildApp(services: Services): Promise<FastifyInstance> {
  const { settings } = services;
  const app = Fastify({
    loggerInstance: services.logger as FastifyBaseLogger,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    // The router refuses a path it cannot decode, or whose parameter is longer than it matches
    // (100 characters), before any hook or error handler runs; answer it in the API's shape
    // rather than Fastify's own (whose 414 no operation documents).
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        void reply.code(400).type('application/json; charset=utf-8').send({ detail: MESSAGES.invalidUrl });
      } else {
        void reply.send(error);
      }
    },
    trustProxy: trustProxyOption(settings.trustProxy),
    bodyLimit: 1024 * 1024,
    // Fastify turns Node's request timeout off; a client that trickles its request (slowloris)
    // would hold a connection for ever. A 100 MB upload fits in REQUEST_TIMEOUT_MS at 1.5 Mbit/s.
    requestTimeout: REQUEST_TIMEOUT_MS,
    // A socket with nothing moving either way for this long is closed; longer than the longest
    // wait an answer makes (a GIF conversion's 90 s).
    connectionTimeout: IDLE_CONNECTION_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(requestMetrics, { metrics: services.metrics });
  await app.register(securityHeaders, { publicUrl: services.publicUrl, mediaOrigins: services.storage.origins });
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(multipart);
  await app.register(uploadLimits);
  await app.register(errorsPlugin);
  await app.register(authPlugin, {
    signer: services.signer,
    publicUrl: services.publicUrl,
    accessTokenStillValid: (userId, issuedAt, sessionId) =>
      accessTokenStillValid(services.db, userId, issuedAt, sessionId),
    apiKeys: { looksLikeKey: looksLikeApiKey, authenticate: apiKeyAuthenticator(services) },
  });
  await app.register(openapiPlugin, {
    version: APP_VERSION,
    publicUrl: services.publicUrl,
    apiKeyScope: scopeForOperation,
  });

  for (const routes of MODULE_ROUTES) await app.register(routes, { services });
  if (services.storage.routes) await app.register(services.storage.routes);

  await app.register(captionFontsPlugin);
  await app.register(webPlugin, {
    webDistDir: settings.webDistDir,
    publicUrl: services.publicUrl,
    database: services.database,
    signer: services.signer,
    pageDataLoaders: [
      templatePageDataLoader(services),
      landingPageDataLoader(services),
      sharedMemePageDataLoader(services),
    ],
  });
  return app as unknown as FastifyInstance;
}
