import type { FastifyReply, FastifyRequest } from 'fastify';
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
    secure: isHttps(publicUrl),
    maxAge,
  };
}

const isHttps = (publicUrl: string) => publicUrl.startsWith('https:');

export type SessionCookie = keyof typeof COOKIES;

/**
 * A cookie's name: over https it carries the `__Host-` prefix, which browsers accept only from
 * this very host, Secure, on path `/`, so no sibling subdomain can plant or shadow a session
 * cookie. Over plain http (a local install) browsers refuse the prefix, so the bare name is used.
 */
export function sessionCookieName(publicUrl: string, cookie: SessionCookie): string {
  return isHttps(publicUrl) ? `__Host-${COOKIES[cookie]}` : COOKIES[cookie];
}

/** The session cookie's value; only the name this server sets is read. */
export function readSessionCookie(request: FastifyRequest, publicUrl: string, cookie: SessionCookie) {
  return request.cookies[sessionCookieName(publicUrl, cookie)];
}

/**
 * A browser says so on every request (`Sec-Fetch-*`, and `Origin` on every POST); API clients
 * (curl, SDKs, the MCP server) send neither.
 */
export function isBrowserRequest(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-site'] !== undefined || request.headers.origin !== undefined;
}

/**
 * Starts the caller's session: both tokens in cookies (they live 30 days, product.md §9.10; the
 * access cookie outlives its 15-minute token so the server can tell "expired, refresh me" from
 * "never signed in"), and the pair for the answer's body. A browser gets the refresh token only
 * in its httpOnly cookie, its body's `refresh` empty (dj-rest-auth's JWT_AUTH_HTTPONLY shape), so
 * no script on the page can read the long-lived token; an API client keeps the contract's pair.
 */
export function handOverSession(
  request: FastifyRequest,
  reply: FastifyReply,
  session: IssuedSession,
  publicUrl: string,
): IssuedSession {
  const options = cookieOptions(publicUrl, AUTH_COOKIE_MAX_AGE_S);
  reply.setCookie(sessionCookieName(publicUrl, 'access'), session.access, options);
  reply.setCookie(sessionCookieName(publicUrl, 'refresh'), session.refresh, options);
  return { access: session.access, refresh: isBrowserRequest(request) ? '' : session.refresh };
}

export function clearSessionCookies(reply: FastifyReply, publicUrl: string) {
  const options = cookieOptions(publicUrl, 0);
  reply.clearCookie(sessionCookieName(publicUrl, 'access'), options);
  reply.clearCookie(sessionCookieName(publicUrl, 'refresh'), options);
}
