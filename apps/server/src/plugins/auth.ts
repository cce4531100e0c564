/**
 * Who is calling: a personal API key (`Bearer mf_…`, other programs, decision 051), a Bearer access
 * token (API clients) or the httpOnly access cookie (the web app).
 * Cookie-authenticated writes must come from our own origin, since browsers attach cookies to
 * cross-site requests too. Routes that need a user add `preHandler: app.requireUser`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@memeforge/contract';
import { readSessionCookie } from '../auth/session-cookies';
import { InvalidTokenError, type TokenSigner } from '../auth/tokens';

export interface RequestAuth {
  userId: number;
  via: 'bearer' | 'cookie' | 'api-key';
  /** The API key the request came with (`via: 'api-key'`). */
  apiKeyId?: number;
  /** The session (refresh-token family) the access token belongs to; absent on older tokens. */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
    authError: string | null;
    /** 403 when an API key was refused for this operation (not its identity); 401 otherwise. */
    authErrorStatus: 401 | 403;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * A GET that changes something (creates a checkout or portal session, spends an export or
     * conversion): the spec keeps its method, but it gets the cross-site check of a POST, since
     * SameSite=Lax cookies ride along on another site's links.
     */
    changesState?: boolean;
    /** Set by the auth plugin on routes guarded by `requireUser`. */
    requiresUser?: boolean;
  }
}

export interface AuthPluginOptions {
  signer: TokenSigner;
  publicUrl: string;
  /**
   * Whether a validly signed access token still holds (its account not disabled, no password
   * change or sign-out everywhere since it was issued, its session not logged out); answered from
   * caches, not a query. Server-rendered pages rely on the same answer through `request.auth`.
   */
  accessTokenStillValid: (userId: number, issuedAt: Date, sessionId: string | undefined) => Promise<boolean>;
  /** Bearer values starting `mf_`: whom the API key acts for on this operation, or why not. */
  apiKeys: {
    looksLikeKey: (bearer: string) => boolean;
    authenticate: (
      bearer: string,
      method: string,
      routeUrl: string | undefined,
    ) => Promise<{ ok: true; userId: number; keyId: number } | { ok: false; status: 401 | 403; detail: string }>;
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** True when a browser says the request came from another site. */
function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  const allowed = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);
  return !allowed.has(origin);
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  app.decorateRequest('auth', null);
  app.decorateRequest('authError', null);
  app.decorateRequest('authErrorStatus', 401);

  app.addHook('onRequest', async (request, reply) => {
    const bearer = bearerToken(request);
    if (bearer && options.apiKeys.looksLikeKey(bearer)) {
      const key = await options.apiKeys.authenticate(bearer, request.method, request.routeOptions.url);
      if (key.ok) {
        request.auth = { userId: key.userId, via: 'api-key', apiKeyId: key.keyId };
        return;
      }
      request.authError = key.detail;
      request.authErrorStatus = key.status;
      // Refused before the body is read, so a key learns nothing of an operation closed to it.
      if (request.routeOptions.config?.requiresUser) return await app.requireUser(request, reply);
      return;
    }
    const cookie = readSessionCookie(request, options.publicUrl, 'access');
    const token = bearer ?? cookie;
    if (!token) return;
    try {
      const claims = await options.signer.verify(token, 'access');
      const changesState = !SAFE_METHODS.has(request.method) || request.routeOptions.config?.changesState === true;
      if (!bearer && changesState && isCrossSite(request, options.publicUrl)) {
        request.authError = MESSAGES.crossSiteRequest;
        return;
      }
      if (!(await options.accessTokenStillValid(claims.userId, claims.issuedAtPrecise, claims.sessionId))) {
        request.authError = MESSAGES.invalidToken;
        return;
      }
      request.auth = {
        userId: claims.userId,
        via: bearer ? 'bearer' : 'cookie',
        ...(claims.sessionId ? { sessionId: claims.sessionId } : {}),
      };
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
      request.authError = MESSAGES.invalidToken;
    }
  });

  app.addHook('onRoute', (route) => {
    if ([route.preHandler].flat().includes(app.requireUser)) route.config = { ...route.config, requiresUser: true };
  });

  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.auth) return;
    if (request.authError === MESSAGES.crossSiteRequest) {
      return reply.code(403).send({ detail: MESSAGES.crossSiteRequest });
    }
    if (request.authErrorStatus === 401) reply.header('www-authenticate', 'Bearer');
    return reply.code(request.authErrorStatus).send({ detail: request.authError ?? MESSAGES.notAuthenticated });
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['@fastify/cookie'] });
