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
import { defaultSupportEmail } from './config';
import type { Database } from './db/types';
import type { JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import { TokenSigner } from './auth/tokens';
import errorsPlugin from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import compressionPlugin from './plugins/compression';
import authPlugin from './plugins/auth';
import openapiPlugin from './plugins/openapi';
import webPlugin from './plugins/web';
import captionFontsPlugin from './plugins/caption-fonts';
import { healthRoutes } from './modules/health/routes';
import { usersRoutes } from './modules/users/routes';
import { accountRoutes } from './modules/users/account-routes';
import { billingRoutes } from './modules/billing/routes';
import { createBillingContext } from './modules/billing/setup';
import { cancelSubscriptionBeforeDeletion } from './modules/billing/account-deletion-service';
import { newsletterRoutes } from './modules/newsletter/routes';
import { contactRoutes } from './modules/contact/routes';
import type { AccountsContext } from './modules/users/context';
import { accessTokenStillValid } from './modules/users/access-cache';
import type { Mailer } from './adapters/mail';
import type { MediaStorage } from './adapters/storage';
import multipart from '@fastify/multipart';
import { templatesRoutes } from './modules/templates/routes';
import { seoRoutes } from './modules/templates/seo-routes';
import { templatePageDataLoader } from './modules/templates/page-data';
import type { TemplatesContext } from './modules/templates/service';
import { RateLimiter } from './security/rate-limiter';
import { socialAuthRoutes } from './modules/social-auth/routes';
import { createGoogleOAuth } from './adapters/oauth/google';
import { SignedValues } from './auth/signed-values';
import { MESSAGES, ROUTES } from '@memeforge/contract';
import { APP_VERSION } from './version';
import type { Metrics } from './metrics';
import { memesRoutes } from './modules/memes/routes';
import { sharingRoutes } from './modules/sharing/routes';
import { sharedMemePageDataLoader } from './modules/sharing/page-data';
import { generationRoutes } from './modules/generation/routes';
import { metricsRoutes } from './modules/health/metrics-routes';
import { editorRoutes } from './modules/editor/routes';
import { aiCaptionRoutes } from './modules/ai-caption/routes';
import { chatRoutes } from './modules/chat/routes';
import type { CaptionWriter } from './adapters/ai';
import type { MarketingContent } from '@memeforge/contract';
import { showcaseRoutes } from './modules/showcase/routes';
import { landingPageDataLoader } from './modules/showcase/page-data';
import { loadMarketingContent } from './modules/showcase/content';

export interface AppDependencies {
  config: Pick<Config, 'publicUrl' | 'secretKey' | 'webDistDir' | 'trustProxy' | 'google'> &
    Partial<Pick<Config, 'metricsToken'>> &
    Partial<Pick<Config, 'supportEmail'>> &
    Partial<Pick<Config, 'billing'>>;
  database: Database;
  mailer: Mailer;
  storage: MediaStorage;
  queue: JobQueue;
  logger: Logger;
  metrics: Metrics;
  /** How long POST /memes/generate/ and the editor's video calls wait for their renders (tests change it). */
  generationFastPathWaitMs?: number;
  /** The AI caption helper's writer (the jobs' one); the offline writer when not given. */
  captionWriter?: CaptionWriter;
  /** The landing page's content file, checked at boot (serve); the shipped file when not given. */
  marketing?: MarketingContent;
}

/**
 * Fastify takes a hop count as a function of the hop, and a list of proxy addresses as it is.
 * Never `true`: that would take the leftmost X-Forwarded-For, which the client writes.
 */
export function trustProxyOption(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    // The router refuses a path it cannot decode before any hook or error handler runs; answer it
    // in the API's shape rather than Fastify's own.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_BAD_URL') {
        void reply.code(400).type('application/json; charset=utf-8').send({ detail: MESSAGES.invalidUrl });
      } else {
        void reply.send(error);
      }
    },
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const signer = new TokenSigner(deps.config.secretKey);
  const { database, queue } = deps;

  await app.register(securityHeaders, { publicUrl: deps.config.publicUrl });
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(multipart);
  await app.register(errorsPlugin);
  await app.register(authPlugin, {
    signer,
    publicUrl: deps.config.publicUrl,
    accessTokenStillValid: (userId, issuedAt, sessionId) =>
      accessTokenStillValid(deps.database.db, userId, issuedAt, sessionId),
  });
  await app.register(openapiPlugin, { version: APP_VERSION });

  await app.register(healthRoutes, { database, queue, version: APP_VERSION });
  const limiter = new RateLimiter(database.db);
  const accounts: AccountsContext = {
    db: database.db,
    signer,
    mailer: deps.mailer,
    limiter,
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
    queue,
  };
  await app.register(usersRoutes, { accounts });
  // One billing context: the billing routes and account deletion's "cancel any subscription first" (decision 027).
  const billing = createBillingContext({
    db: database.db,
    settings: deps.config.billing,
    secretKey: deps.config.secretKey,
    publicUrl: deps.config.publicUrl,
    mailer: deps.mailer,
    logger: deps.logger,
  });
  await app.register(accountRoutes, {
    account: {
      db: database.db,
      storage: deps.storage,
      limiter,
      logger: deps.logger,
      cancelSubscriptionFirst: cancelSubscriptionBeforeDeletion(billing),
    },
    publicUrl: deps.config.publicUrl,
  });
  await app.register(newsletterRoutes, { db: database.db, limiter });
  await app.register(contactRoutes, {
    contact: {
      db: database.db,
      limiter,
      mailer: deps.mailer,
      supportEmail: deps.config.supportEmail ?? defaultSupportEmail(undefined, deps.config.publicUrl),
      logger: deps.logger,
    },
  });
  const google = deps.config.google
    ? createGoogleOAuth(deps.config.google, `${deps.config.publicUrl}${ROUTES.googleCallback}`)
    : null;
  await app.register(socialAuthRoutes, {
    accounts,
    google,
    pendingValues: new SignedValues(deps.config.secretKey, 'google-oauth'),
  });
  await app.register(billingRoutes, { database, context: billing });

  const templates: TemplatesContext = { db: database.db, storage: deps.storage };
  await app.register(templatesRoutes, { templates, publicUrl: deps.config.publicUrl });
  await app.register(seoRoutes, { db: database.db, publicUrl: deps.config.publicUrl });
  await app.register(memesRoutes, { memes: { db: database.db, storage: deps.storage } });
  const sharing = { db: database.db, storage: deps.storage, publicUrl: deps.config.publicUrl };
  await app.register(sharingRoutes, { sharing });
  await app.register(generationRoutes, {
    generation: {
      db: database.db,
      queue,
      storage: deps.storage,
      logger: deps.logger,
      ...(deps.generationFastPathWaitMs === undefined ? {} : { fastPathWaitMs: deps.generationFastPathWaitMs }),
    },
  });
  await app.register(editorRoutes, {
    editor: {
      db: database.db,
      storage: deps.storage,
      queue,
      logger: deps.logger,
      // The same setting bounds both waits for a render (tests shorten or lengthen it).
      ...(deps.generationFastPathWaitMs === undefined ? {} : { saveWaitMs: deps.generationFastPathWaitMs }),
    },
  });
  await app.register(aiCaptionRoutes, {
    aiCaption: {
      db: database.db,
      limiter,
      logger: deps.logger,
      metrics: deps.metrics,
      captionWriter: deps.captionWriter,
    },
  });
  await app.register(chatRoutes, {
    chat: {
      db: database.db,
      storage: deps.storage,
      limiter,
      logger: deps.logger,
      metrics: deps.metrics,
      captionWriter: deps.captionWriter,
    },
  });
  const landing = { db: database.db, storage: deps.storage, content: deps.marketing ?? loadMarketingContent() };
  await app.register(showcaseRoutes, { landing });
  await app.register(metricsRoutes, { metrics: deps.metrics, db: database.db, token: deps.config.metricsToken });
  if (deps.storage.routes) await app.register(deps.storage.routes);

  await app.register(captionFontsPlugin);
  await app.register(webPlugin, {
    webDistDir: deps.config.webDistDir,
    publicUrl: deps.config.publicUrl,
    database,
    signer,
    pageDataLoaders: [
      templatePageDataLoader(templates),
      landingPageDataLoader(landing),
      sharedMemePageDataLoader(sharing),
    ],
  });
  return app as unknown as FastifyInstance;
}
