/**
 * Security headers on every response, through helmet (decision 017). The
 * Content-Security-Policy is the one the web app runs under: scripts only from our origin (the
 * built bundle; the server-rendered page's state is a JSON data block, not an inline script),
 * media and fonts from our origin (and media from the bucket's, when media lives in one), `blob:` for the previews of a file being uploaded, `data:` for
 * small inlined images and fonts, no framing by anyone.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { ENDPOINTS } from '@memeforge/contract';

export interface SecurityHeadersOptions {
  publicUrl: string;
  /** Other origins media is fetched from (a bucket, its CDN): the storage's `origins`. */
  mediaOrigins?: readonly string[];
}

export function contentSecurityPolicy(
  publicUrl: string,
  mediaOrigins: readonly string[] = [],
): Record<string, string[] | null> {
  const https = new URL(publicUrl).protocol === 'https:';
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // React writes style attributes into server-rendered markup; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...mediaOrigins],
    'media-src': ["'self'", 'blob:', ...mediaOrigins],
    'font-src': ["'self'", 'data:'],
    // The editor and the download button fetch media files.
    'connect-src': ["'self'", ...mediaOrigins],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    // Only over https: on plain http (local use) it would send the browser to a port nobody serves.
    'upgrade-insecure-requests': https ? [] : null,
  };
}

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const https = new URL(options.publicUrl).protocol === 'https:';
  // Built once: @fastify/helmet built helmet's middleware again on every request, parsing the
  // policy each time (a tenth of a cached page's cost under load).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(options.publicUrl, options.mediaOrigins),
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Only a server reached over https may ask browsers never to use http for it.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  // Media files (templates, memes) may be shown by other sites, a shared meme in particular.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(ENDPOINTS.media)) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
