import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@memeforge/contract';
import { useAppOnFakeWebDist } from '../test-support/fake-web-dist';
import Fastify from 'fastify';
import compression, { SYNC_COMPRESSION_MAX_BYTES, isCompressible, negotiateEncoding } from './compression';

const SCRIPT = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(400))};\n`;
const PAGE_BODY = `<main>${'<p>Make memes with AI in seconds.</p>'.repeat(100)}</main>`;

/** A built web app with a text asset precompressed as the build does, an image and a woff2. */
const testApp = useAppOnFakeWebDist({
  indexHtml:
    '<!doctype html><html><head><!--app-head--><link rel="stylesheet" crossorigin href="/assets/style-abc.css"></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  entryServer: `export async function render() {
       return { status: 200, head: '<title>Home</title>', html: ${JSON.stringify(PAGE_BODY)}, state: null };
     }
     export function clientOnlyHead() { return '<title>Dashboard</title>'; }`,
  clientFiles: {
    'assets/entry-abc.js': SCRIPT,
    'assets/entry-abc.js.br': brotliCompressSync(SCRIPT),
    'assets/entry-abc.js.gz': gzipSync(SCRIPT),
    // Not precompressed: the server compresses it per request.
    'assets/style-abc.css': 'body { color: black; }\n'.repeat(200),
    'assets/photo-abc.jpg': randomBytes(8000),
    'assets/font-abc.woff2': randomBytes(8000),
  },
});

function get(url: string, acceptEncoding?: string) {
  return testApp().app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

function decoded(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('compression', () => {
  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('%s: the SSR page, a JSON answer and built assets', async (encoding, accept) => {
    for (const url of ['/', ENDPOINTS.openapi, '/assets/entry-abc.js', '/assets/style-abc.css']) {
      const answer = await get(url, accept);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe(encoding);
      expect(String(answer.headers.vary), url).toMatch(/accept-encoding/i);
      expect(answer.rawPayload.length, url).toBeLessThan(decoded(encoding, answer.rawPayload).length);
    }
    expect(decoded(encoding, (await get('/', accept)).rawPayload)).toContain(PAGE_BODY);
    expect(decoded(encoding, (await get('/assets/entry-abc.js', accept)).rawPayload)).toBe(SCRIPT);
    const script = await get('/assets/entry-abc.js', accept);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the page carries the styles it uses inline (one round trip less before the first paint), the whole sheet linked after its markup', async () => {
    const page = (await get('/')).body;
    expect(page).toMatch(/<style data-sheet="\/assets\/style-abc.css">body\{color:(black|#000)\}/);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/style-abc.css"></body>');
  });

  it('no Accept-Encoding, or identity: the bytes as they are', async () => {
    for (const accept of [undefined, 'identity']) {
      for (const url of ['/', ENDPOINTS.openapi, '/assets/entry-abc.js']) {
        const answer = await get(url, accept);
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['content-encoding'], url).toBeUndefined();
      }
      expect((await get('/assets/entry-abc.js', accept)).body).toBe(SCRIPT);
    }
  });

  it('small answers and compressed media go as they are', async () => {
    const health = await get(ENDPOINTS.health, 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    for (const url of ['/assets/photo-abc.jpg', '/assets/font-abc.woff2']) {
      const answer = await get(url, 'br, gzip');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBeUndefined();
      expect(answer.rawPayload.length, url).toBe(8000);
    }
  });

  it('compresses a JSON answer up to 64 KB in one go, saying its length; a larger one as a stream', async () => {
    const app = Fastify();
    await app.register(compression);
    const rows = (bytes: number) =>
      Array.from({ length: Math.round(bytes / 60) }, (_, id) => ({ id, name: `template ${id}` }));
    app.get('/list', async () => ({ results: rows(25_000) }));
    app.get('/big', async () => ({ results: rows(SYNC_COMPRESSION_MAX_BYTES * 2) }));
    try {
      const list = await app.inject({ method: 'GET', url: '/list', headers: { 'accept-encoding': 'br' } });
      expect(list.headers['content-encoding']).toBe('br');
      // @fastify/compress's own default (8 KB on 2 cores) streamed it: chunked, no length.
      expect(Number(list.headers['content-length'])).toBe(list.rawPayload.length);
      expect(JSON.parse(decoded('br', list.rawPayload)).results).toHaveLength(rows(25_000).length);
      const big = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip' } });
      expect(big.headers['content-encoding']).toBe('gzip');
      expect(big.headers['content-length']).toBeUndefined();
      expect(JSON.parse(decoded('gzip', big.rawPayload)).results).toHaveLength(
        rows(SYNC_COMPRESSION_MAX_BYTES * 2).length,
      );
    } finally {
      await app.close();
    }
  });

  it('knows text from media', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json; charset=utf-8',
      'text/javascript; charset=utf-8',
      'application/javascript',
      'text/css',
      'image/svg+xml',
      'font/ttf',
      'application/problem+json',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'font/woff2', 'text/event-stream']) {
      expect(isCompressible(type), type).toBe(false);
    }
  });

  it('negotiates brotli first, then gzip, by q-value', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});
