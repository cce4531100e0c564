import type { FastifyReply } from 'fastify';
import { AUTH_COOKIE_MAX_AGE_S, COOKIES } from '@memeforge/contract';
import type { IssuedSession } from './sessions';

/**
 * The web app's tokens live in httpOnly cookies (scripts cannot read them). SameSite=Lax plus the
 * auth plugin's origin check keep other sites from using them. Secure when served over https.
 */
export function cookieOptions(publicUrl: string, maxAge: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: publicUrl.startsWith('https:'),
    maxAge,
  };
}

export function setSessionCookies(reply: FastifyReply, session: IssuedSession, publicUrl: string) {
  // Both cookies live 30 days (product.md §9.10): the access cookie outlives its 15-minute token so the
  // server can tell "expired, refresh me" from "never signed in".
  reply.setCookie(COOKIES.access, session.access, cookieOptions(publicUrl, AUTH_COOKIE_MAX_AGE_S));
  reply.setCookie(COOKIES.refresh, session.refresh, cookieOptions(publicUrl, AUTH_COOKIE_MAX_AGE_S));
}

export function clearSessionCookies(reply: FastifyReply, publicUrl: string) {
  const options = cookieOptions(publicUrl, 0);
  reply.clearCookie(COOKIES.access, options);
  reply.clearCookie(COOKIES.refresh, options);
}
