/**
 * Serves local media storage at /media/: the right content type, range requests (video seeking),
 * immutable caching (keys are content-addressed, so a key never changes its bytes) and, with
 * ?download=1, a Content-Disposition attachment under the file's own name.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ENDPOINTS } from '@memeforge/contract';

export interface MediaPluginOptions {
  mediaDir: string;
}

async function mediaPlugin(app: FastifyInstance, options: MediaPluginOptions) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const url = new URL(request.url, 'http://local');
      if (url.searchParams.has('download')) {
        const name = path.basename(decodeURIComponent(url.pathname)).replace(/["\\\r\n]/g, '');
        reply.header('Content-Disposition', `attachment; filename="${name}"`);
      }
    });
    await scope.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: ENDPOINTS.media,
      decorateReply: false,
      index: false,
      wildcard: true,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    });
  });
}

export default fp(mediaPlugin, { name: 'media' });
