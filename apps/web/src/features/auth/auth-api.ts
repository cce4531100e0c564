/**
 * The account calls of product.md §7.2. None of them needs a session, so a 401 or 400 here is
 * an answer for the form, never a reason to renew or end a session (`anonymous`).
 */
import {
  AuthProvidersSchema,
  DetailResponseSchema,
  ENDPOINTS,
  SessionResponseSchema,
  type LoginRequest,
  type PasswordResetConfirmRequest,
  type SignupRequest,
} from '@memeforge/contract';
import { api } from '../../api';

export function signUp(body: SignupRequest) {
  return api(ENDPOINTS.registration, { json: body, anonymous: true });
}

export function verifyEmail(key: string) {
  return api(ENDPOINTS.verifyEmail, { json: { key }, schema: SessionResponseSchema, anonymous: true });
}

/** The one-time link mailed to a locked account's owner (product.md §4.4). */
export function signInWithLink(key: string) {
  return api(ENDPOINTS.signInLinkConfirm, { json: { key }, schema: SessionResponseSchema, anonymous: true });
}

export function resendVerificationEmail(email: string) {
  return api(ENDPOINTS.resendEmail, { json: { email }, schema: DetailResponseSchema, anonymous: true });
}

export function logIn(body: LoginRequest) {
  return api(ENDPOINTS.login, { json: body, schema: SessionResponseSchema, anonymous: true });
}

export function requestPasswordReset(email: string) {
  return api(ENDPOINTS.passwordReset, { json: { email }, anonymous: true });
}

export function confirmPasswordReset(body: PasswordResetConfirmRequest) {
  return api(ENDPOINTS.passwordResetConfirm, { json: body, anonymous: true });
}

/** The callback's own query: code, plus state and (RFC 9207) iss when the issuer sent them. */
export function signInWithGoogle(code: string, state: string | null, iss: string | null = null) {
  return api(ENDPOINTS.socialAuthGoogle, {
    json: { code, ...(state ? { state } : {}), ...(iss ? { iss } : {}) },
    schema: SessionResponseSchema,
    anonymous: true,
  });
}

export function fetchAuthProviders() {
  return api(ENDPOINTS.authProviders, { schema: AuthProvidersSchema, anonymous: true });
}

export const authKeys = { providers: ['auth', 'providers'] as const };
