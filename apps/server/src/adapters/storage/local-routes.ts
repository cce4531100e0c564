/**
 * Serves the local media folder at /media/: the right content type, range requests (video seeking),
 * immutable caching (keys are content-addressed, so a key never changes its bytes). Public keys
 * (templates, the showcase, shared memes' copies) are served to anyone; a private one (a person's
 * memes and uploads) only through a signed link (signed-links.ts), checked before any byte is sent
 * and cached privately until it expires. Two ways to ask for an attachment: `?download=1` on a
 * public file, under the file's own name, and a signed link carrying its own name.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ENDPOINTS, MESSAGES } from '@memeforge/contract';
import { attachmentDisposition, LINK_PARAMS, type MediaLinkSigner } from './signed-links';
import { isPublicMediaKey } from './types';

export const LINK_MESSAGES = {
  invalid: 'This download link is not valid.',
  expired: 'This download link has expired.',
} as const;

/** The key a /media/ path names, or undefined when the path cannot be one. */
function keyOfPath(pathname: string): string | undefined {
  if (!pathname.startsWith(ENDPOINTS.media)) return undefined;
  try {
    return pathname.slice(ENDPOINTS.media.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined;
  }
}

const isSigned = (params: URLSearchParams) => Object.values(LINK_PARAMS).some((name) => params.has(name));

export function localMediaRoutes(options: { root: string; links: MediaLinkSigner }): FastifyPluginAsync {
  // Not wrapped in fastify-plugin: the hook below belongs to these routes alone.
  return async (app) => {
    // A fresh DATA_DIR has no media folder until the first upload, and @fastify/static warns at boot without one.
    await mkdir(options.root, { recursive: true });

    app.addHook('onRequest', async (request, reply) => {
      const url = new URL(request.url, 'http://local');
      const params = url.searchParams;
      if (isSigned(params)) {
        // Any link parameter makes it a signed link: dropping the signature must not leave a plain URL.
        const key = keyOfPath(url.pathname);
        const verdict =
          key === undefined ? ({ ok: false, reason: 'invalid' } as const) : options.links.verify(key, params);
        if (!verdict.ok) return reply.code(403).send({ detail: LINK_MESSAGES[verdict.reason] });
        if (verdict.downloadName !== undefined) {
          reply.header('content-disposition', attachmentDisposition(verdict.downloadName));
        }
        // Overrides the immutable caching below: a cache must not keep serving the file past the link's expiry.
        reply.header('cache-control', `private, max-age=${options.links.secondsLeft(verdict.expiresAt)}`);
        return;
      }
      const key = keyOfPath(url.pathname);
      // A private file without its link is not there, as far as anyone asking can tell.
      if (key !== undefined && !isPublicMediaKey(key)) return reply.code(404).send({ detail: MESSAGES.notFound });
      if (params.has('download') && key !== undefined) {
        reply.header('content-disposition', attachmentDisposition(path.posix.basename(key)));
      }
    });

    // In a context of its own under /media/, so a file that is not there (never stored, or deleted
    // with its meme) is a JSON 404 here instead of falling through to the web app's pages.
    await app.register(
      async (media) => {
        media.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ detail: MESSAGES.notFound }));
        await media.register(fastifyStatic, {
          root: options.root,
          prefix: '/',
          decorateReply: false,
          index: false,
          wildcard: true,
          // Also keeps half-written files (dot-named until renamed) out of reach.
          dotfiles: 'deny',
          cacheControl: false,
          setHeaders(res) {
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
            res.setHeader('X-Content-Type-Options', 'nosniff');
          },
        });
      },
      { prefix: ENDPOINTS.media.replace(/\/$/, '') },
    );
  };
}
