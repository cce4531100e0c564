/**
 * Google sign-in (product.md §7.3): a redirect that starts it, with state, nonce and PKCE kept
 * in a short-lived signed cookie; the callback page posts the code here. Also tells the web app
 * whether Google sign-in is offered at all.
 */
import type { ModuleRoutes } from '../../wiring/module-routes';
import {
  AuthProvidersSchema,
  DetailErrorSchema,
  ENDPOINTS,
  ErrorResponseSchema,
  MESSAGES,
  SessionResponseSchema,
  SocialAuthRequestSchema,
} from '@memeforge/contract';
import { OAuthExchangeError, type PendingAuthorization } from '../../adapters/oauth/google';
import { cookieOptions, handOverSession } from '../../auth/session-cookies';
import { startSession } from '../../auth/sessions';
import { SignedValues } from '../../auth/signed-values';
import { InvalidInput, NotFound, Unavailable } from '../../domain-errors';
import { RATE_LIMITS } from '../../security/rate-limit-rules';
import { toPublicUser } from '../users/service';
import { userForGoogleIdentity } from './service';

const PENDING_COOKIE = 'google_oauth';
const PENDING_TTL_S = 10 * 60;

export const socialAuthRoutes: ModuleRoutes = async (app, { services: accounts }) => {
  const { google } = accounts;
  const pendingValues = new SignedValues(accounts.settings.secretKey, 'google-oauth');

  app.get(
    ENDPOINTS.authProviders,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Which sign-in providers this deployment offers',
        response: { 200: AuthProvidersSchema },
      },
    },
    async () => ({ google: { enabled: google !== null, loginUrl: google ? ENDPOINTS.googleLogin : null } }),
  );

  app.get(
    ENDPOINTS.googleLogin,
    {
      schema: {
        tags: ['accounts'],
        summary: "Starts Google sign-in: redirects to the provider's authorisation page",
        response: { 404: DetailErrorSchema, 503: DetailErrorSchema },
      },
    },
    async (_request, reply) => {
      if (!google) throw new NotFound(MESSAGES.socialAuthUnavailable);
      let started;
      try {
        started = await google.startAuthorization();
      } catch (error) {
        if (error instanceof OAuthExchangeError) throw new Unavailable(MESSAGES.socialAuthFailed);
        throw error;
      }
      const sealed = await pendingValues.sign({ ...started.pending }, PENDING_TTL_S);
      reply.setCookie(PENDING_COOKIE, sealed, cookieOptions(accounts.publicUrl, PENDING_TTL_S));
      return reply.redirect(started.url, 302);
    },
  );

  app.post(
    ENDPOINTS.socialAuthGoogle,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Finishes Google sign-in with the code from the callback: signs in, links or creates the account',
        body: SocialAuthRequestSchema,
        response: {
          200: SessionResponseSchema,
          400: ErrorResponseSchema,
          404: DetailErrorSchema,
          429: DetailErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!google) throw new NotFound(MESSAGES.socialAuthUnavailable);
      await accounts.limiter.consume(RATE_LIMITS.socialAuthPerAddress, request.ip);
      const sealed = request.cookies[PENDING_COOKIE];
      const pending = sealed ? await pendingValues.verify(sealed) : undefined;
      reply.clearCookie(PENDING_COOKIE, cookieOptions(accounts.publicUrl, 0));
      const state = request.body.state;
      if (!pending || typeof pending.state !== 'string' || pending.state !== state) {
        throw new InvalidInput(MESSAGES.socialAuthStateMismatch);
      }

      let identity;
      try {
        identity = await google.finishAuthorization(
          { code: request.body.code, state, iss: request.body.iss },
          pending as unknown as PendingAuthorization,
        );
      } catch (error) {
        if (!(error instanceof OAuthExchangeError)) throw error;
        request.log.warn({ reason: error.message }, 'google sign-in refused');
        throw new InvalidInput(MESSAGES.socialAuthFailed);
      }
      const user = await userForGoogleIdentity(accounts.db, identity);
      const session = await startSession(accounts.db, accounts.signer, user.id);
      return { ...handOverSession(request, reply, session, accounts.publicUrl), user: toPublicUser(user) };
    },
  );
};
