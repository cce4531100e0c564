/**
 * Response compression (decision 021): brotli or gzip, whichever the request accepts (brotli
 * first), for text-like answers of 1 KB or more: the server-rendered pages, JSON API answers,
 * scripts, style sheets, SVG and TrueType/OpenType fonts. Media that is already compressed
 * (images, video, audio, woff2) goes as it is. A response that already carries a
 * Content-Encoding is left alone: the built assets' precompressed `.br`/`.gz` files
 * (plugins/web.ts) and the caption fonts' own brotli (plugins/caption-fonts.ts).
 *
 * Registered before the routes: @fastify/compress hooks the routes declared after it. It does not
 * see the not-found handler, which renders the web app's pages (plugins/errors.ts → web.ts), so
 * those answers are compressed by the hook below with the same rules.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';

/** Smaller answers gain less than the compression costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?(?:json|xml|javascript|manifest\+json)|image\/svg\+xml|font\/(?:ttf|otf)|application\/(?:x-)?font-(?:ttf|otf|truetype|opentype))/i;

/**
 * Quality 4 with a 256 KB window: our answers are well under it, and the default 4 MB window made
 * the encoder set up per request cost more than the compressing (the load benchmark's library list,
 * compression accepted: 844 → 1,138 requests a second).
 */
const BROTLI_OPTIONS = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 },
};
const GZIP_OPTIONS = { level: 6 };
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Answers up to this size are compressed in one synchronous call on the event loop; larger ones
 * (and streams) go through the thread pool. @fastify/compress picks 8 KB on 2 cores, which sent our
 * JSON lists (a library page is 25 KB) through a zlib stream each: its set-up and the hand-offs to
 * the pool cost several times the compressing (25 KB at quality 4 takes about 0.2 ms), and under
 * load the pool's threads only took CPU from the event loop. Measured by the load benchmark.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

/** The encoding to answer in: brotli, else gzip, else none, from the request's q-values. */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = entry.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = quality.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if ((quality.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return null;
}

/** `bytes` compressed as answers are, on the event loop (for answers up to SYNC_COMPRESSION_MAX_BYTES). */
export function compressSync(bytes: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes, GZIP_OPTIONS);
}

/** Compresses a rendered page (or other not-found answer) as @fastify/compress does a route's. */
async function compressNotFoundAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.routeOptions.url !== undefined) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return payload;
  const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  if (bytes.length < COMPRESSION_THRESHOLD_BYTES) return payload;
  if (!isCompressible(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply.header('Vary', 'Accept-Encoding');
  if (!encoding) return payload;
  const body =
    bytes.length <= SYNC_COMPRESSION_MAX_BYTES
      ? compressSync(bytes, encoding)
      : encoding === 'br'
        ? await brotli(bytes, BROTLI_OPTIONS)
        : await gzipped(bytes, GZIP_OPTIONS);
  reply.header('Content-Encoding', encoding).header('Content-Length', String(body.length));
  return body;
}

/** Whether a Content-Type is worth compressing: text-like, not media that is compressed already. */
export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType.trim());
}

async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    // Our list first; for other types @fastify/compress asks mime-db, which refuses images, video,
    // woff2 and octet-stream.
    customTypes: (type: string) => isCompressible(type),
    // Answers compressed per request: quality 4 is a good size for little CPU (11 is for build time).
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
  app.addHook('onSend', async (request, reply, payload) => compressNotFoundAnswer(request, reply, payload));
}

export default fp(compressionPlugin, { name: 'compression' });
