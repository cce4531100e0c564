/**
 * The /users/api/dj-rest-auth routes (product.md §7.2): parse, call a service, set the session
 * cookies on answers that start a session. Every session answer also carries the tokens in the
 * body, as the contract says, for API clients (a browser's refresh token stays in its cookie).
 */
import type { ModuleRoutes } from '../../wiring/module-routes';
import { z } from 'zod';
import {
  CodedErrorSchema,
  DetailErrorSchema,
  DetailResponseSchema,
  EmailRequestSchema,
  ENDPOINTS,
  ErrorResponseSchema,
  LoginRequestSchema,
  LogoutRequestSchema,
  MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  PasswordChangeRequestSchema,
  PasswordChangeResponseSchema,
  PasswordResetConfirmRequestSchema,
  ProfileUpdateRequestSchema,
  SessionResponseSchema,
  SignInLinkConfirmRequestSchema,
  SignupRequestSchema,
  TokenRefreshRequestSchema,
  TokenRefreshResponseSchema,
  UserSchema,
  VerifyEmailRequestSchema,
} from '@memeforge/contract';
import { clearSessionCookies, handOverSession, readSessionCookie } from '../../auth/session-cookies';
import { RefreshRefusedError, rotateSession } from '../../auth/sessions';
import { NotAuthenticated } from '../../domain-errors';
import { login } from './login-service';
import { changePassword } from './password-change-service';
import { confirmPasswordReset, requestPasswordReset } from './password-reset-service';
import { register, resendVerification, verifyEmail } from './registration-service';
import { signInWithLink } from './sign-in-link-service';
import { endAllSessions, endSession, getSignedInUser, toPublicUser, updateProfile } from './service';

const RATE_LIMITED = { 429: DetailErrorSchema };
const MAIL_DOWN = { 503: DetailErrorSchema };

export const usersRoutes: ModuleRoutes = async (app, { services: accounts }) => {
  const { db, publicUrl } = accounts;

  app.post(
    ENDPOINTS.registration,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up: creates an unverified free account and e-mails a verification link',
        body: SignupRequestSchema,
        response: { 201: DetailResponseSchema, 400: ErrorResponseSchema, ...RATE_LIMITED, ...MAIL_DOWN },
      },
    },
    async (request, reply) => {
      await register(accounts, request.body, { ip: request.ip });
      return reply.code(201).send({ detail: 'Verification e-mail sent.' });
    },
  );

  app.post(
    ENDPOINTS.verifyEmail,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Uses an e-mailed verification key: verifies the address and starts a session',
        body: VerifyEmailRequestSchema,
        response: { 200: SessionResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, session } = await verifyEmail(accounts, request.body.key);
      return { ...handOverSession(request, reply, session, publicUrl), user: toPublicUser(user) };
    },
  );

  app.post(
    ENDPOINTS.signInLinkConfirm,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Uses the e-mailed one-time sign-in link of a locked account: clears the lockout, signs in',
        body: SignInLinkConfirmRequestSchema,
        response: { 200: SessionResponseSchema, 400: ErrorResponseSchema, 403: DetailErrorSchema },
      },
    },
    async (request, reply) => {
      const { user, session } = await signInWithLink(accounts, request.body.key);
      return { ...handOverSession(request, reply, session, publicUrl), user: toPublicUser(user) };
    },
  );

  app.post(
    ENDPOINTS.resendEmail,
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mails a fresh verification link (the same answer for unknown addresses)',
        body: EmailRequestSchema,
        response: { 200: DetailResponseSchema, 400: ErrorResponseSchema, ...RATE_LIMITED, ...MAIL_DOWN },
      },
    },
    async (request) => {
      await resendVerification(accounts, request.body.email, { ip: request.ip });
      return { detail: MESSAGES.verificationEmailResent };
    },
  );

  app.post(
    ENDPOINTS.login,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with e-mail and password',
        body: LoginRequestSchema,
        response: {
          200: SessionResponseSchema,
          400: z.union([CodedErrorSchema, ErrorResponseSchema]),
          403: DetailErrorSchema,
          ...RATE_LIMITED,
        },
      },
    },
    async (request, reply) => {
      const { user, session } = await login(accounts, request.body, { ip: request.ip });
      return { ...handOverSession(request, reply, session, publicUrl), user: toPublicUser(user) };
    },
  );

  app.post(
    ENDPOINTS.tokenRefresh,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Trades a refresh token (body or cookie) for a new pair; a replayed one ends its session chain',
        body: TokenRefreshRequestSchema,
        response: { 200: TokenRefreshResponseSchema, 401: DetailErrorSchema },
      },
    },
    async (request, reply) => {
      const fromBody = request.body?.refresh;
      const token = fromBody ?? readSessionCookie(request, publicUrl, 'refresh');
      if (!token) throw new NotAuthenticated(MESSAGES.refreshTokenMissing);
      try {
        const session = await rotateSession(db, accounts.signer, token, fromBody === undefined ? 'cookie' : 'body');
        return handOverSession(request, reply, session, publicUrl);
      } catch (error) {
        if (!(error instanceof RefreshRefusedError)) throw error;
        request.log.info({ reason: error.message }, 'refresh refused');
        throw new NotAuthenticated(MESSAGES.refreshTokenInvalid);
      }
    },
  );

  app.post(
    ENDPOINTS.logout,
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Sign out: ends this session (refresh token from cookie or body, access token) and clears the session cookies; with all=true, every session of the signed-in account',
        body: LogoutRequestSchema,
        response: { 200: DetailResponseSchema, 401: DetailErrorSchema, 403: DetailErrorSchema },
      },
    },
    async (request, reply) => {
      if (request.body?.all) {
        // Only a valid access token says whose sessions to end; a refresh token alone is not enough.
        await app.requireUser(request, reply);
        if (!request.auth) return reply;
        await endAllSessions(db, request.auth.userId);
      } else {
        await endSession(db, {
          refreshToken: request.body?.refresh ?? readSessionCookie(request, publicUrl, 'refresh'),
          sessionId: request.auth?.sessionId,
        });
      }
      clearSessionCookies(reply, publicUrl);
      return { detail: 'Successfully logged out.' };
    },
  );

  app.post(
    ENDPOINTS.passwordChange,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary:
          'Changes the signed-in account’s password after its current one is given: every session and e-mailed link ends, the caller gets a new session (cookies and body), and the owner is told by e-mail',
        security: [{ bearer: [] }, { cookie: [] }],
        body: PasswordChangeRequestSchema,
        response: {
          200: PasswordChangeResponseSchema,
          400: ErrorResponseSchema,
          401: DetailErrorSchema,
          403: DetailErrorSchema,
          ...RATE_LIMITED,
        },
      },
    },
    async (request, reply) => {
      const session = await changePassword(accounts, request.auth!.userId, request.body);
      return { detail: PASSWORD_CHANGE_MESSAGES.changed, ...handOverSession(request, reply, session, publicUrl) };
    },
  );

  app.post(
    ENDPOINTS.passwordReset,
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mails a password-reset link to an existing account (the same answer either way)',
        body: EmailRequestSchema,
        response: { 200: DetailResponseSchema, 400: ErrorResponseSchema, ...RATE_LIMITED, ...MAIL_DOWN },
      },
    },
    async (request) => {
      await requestPasswordReset(accounts, request.body.email, { ip: request.ip });
      return { detail: MESSAGES.resetRequestAccepted };
    },
  );

  app.post(
    ENDPOINTS.passwordResetConfirm,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sets a new password with the e-mailed uid and token; ends every session',
        body: PasswordResetConfirmRequestSchema,
        response: { 200: DetailResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      await confirmPasswordReset(accounts, request.body);
      return { detail: MESSAGES.resetConfirmed };
    },
  );

  app.get(
    ENDPOINTS.user,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: UserSchema, 401: DetailErrorSchema },
      },
    },
    async (request) => toPublicUser(await getSignedInUser(db, request.auth!.userId)),
  );

  app.patch(
    ENDPOINTS.user,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Changes the first and last name',
        security: [{ bearer: [] }, { cookie: [] }],
        body: ProfileUpdateRequestSchema,
        response: { 200: UserSchema, 400: ErrorResponseSchema, 401: DetailErrorSchema },
      },
    },
    async (request) => toPublicUser(await updateProfile(db, request.auth!.userId, request.body)),
  );
};
