import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTION_FONT_MANIFEST_URL, CaptionFontManifestSchema, ENDPOINTS } from '@memeforge/contract';
import { captionFontFiles } from '@memeforge/render/fonts';
import { CAPTION_FONT_FAMILIES } from '@memeforge/render/layout';
import { buildTestApp, type TestApp } from '../test-support';
import captionFonts from './caption-fonts';

const files = captionFontFiles();
const anton = files.find((file) => file.family === 'MemeForge Anton')!;
const emoji = files.find((file) => file.path.endsWith('.woff2'))!;

describe('caption fonts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(captionFonts, { files: () => [anton, emoji] });
    await app.ready();
  });
  afterAll(async () => app.close());

  async function manifest() {
    const response = await app.inject({ method: 'GET', url: CAPTION_FONT_MANIFEST_URL });
    expect(response.statusCode).toBe(200);
    return { response, body: CaptionFontManifestSchema.parse(response.json()) };
  }

  it('lists one content-hashed URL per family in a revalidated manifest', async () => {
    const { response, body } = await manifest();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const hash = createHash('sha256').update(readFileSync(anton.path)).digest('hex').slice(0, 16);
    expect(body.fonts).toEqual([
      { family: 'MemeForge Anton', url: `${ENDPOINTS.captionFonts}anton.${hash}.ttf`, format: 'truetype' },
      {
        family: 'MemeForge Twemoji',
        url: expect.stringMatching(/^\/fonts\/twemoji\.[0-9a-f]{16}\.woff2$/),
        format: 'woff2',
      },
    ]);
    const again = await app.inject({
      method: 'GET',
      url: CAPTION_FONT_MANIFEST_URL,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the files byte for byte, typed, immutable, with an ETag', async () => {
    const { body } = await manifest();
    for (const [font, file, type] of [
      [body.fonts[0]!, anton, 'font/ttf'],
      [body.fonts[1]!, emoji, 'font/woff2'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: font.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(readFileSync(file.path))).toBe(true);
      const etag = response.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
      const cached = await app.inject({ method: 'GET', url: font.url, headers: { 'if-none-match': etag } });
      expect(cached.statusCode).toBe(304);
      expect(cached.body).toBe('');
    }
  });

  it('sends TrueType brotli-compressed to browsers that accept it, and woff2 as it is', async () => {
    const { body } = await manifest();
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const ttf = await app.inject({ method: 'GET', url: body.fonts[0]!.url, headers });
    expect(ttf.headers['content-encoding']).toBe('br');
    expect(ttf.headers.vary).toBe('Accept-Encoding');
    expect(ttf.rawPayload.length).toBeLessThan(readFileSync(anton.path).length * 0.6);
    expect(brotliDecompressSync(ttf.rawPayload).equals(readFileSync(anton.path))).toBe(true);
    const woff2 = await app.inject({ method: 'GET', url: body.fonts[1]!.url, headers });
    expect(woff2.headers['content-encoding']).toBeUndefined();
    const refused = await app.inject({
      method: 'GET',
      url: body.fonts[0]!.url,
      headers: { 'accept-encoding': 'br;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 for anything else under /fonts/, a stale hash included', async () => {
    for (const url of [
      '/fonts/anton.0000000000000000.ttf',
      '/fonts/anton.ttf',
      '/fonts/',
      '/fonts/../package.json',
      '/fonts/a/b.ttf',
      '/fonts/manifest.json/x',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('caption fonts in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('serves every caption family, and 404 (not the web app) for unknown font paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: CAPTION_FONT_MANIFEST_URL });
    expect(response.statusCode).toBe(200);
    const body = CaptionFontManifestSchema.parse(response.json());
    expect(body.fonts.map((font) => font.family)).toEqual([...CAPTION_FONT_FAMILIES]);
    const head = await t.app.inject({ method: 'HEAD', url: body.fonts[0]!.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('font/ttf');
    const missing = await t.app.inject({ method: 'GET', url: '/fonts/nothing.woff2' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
  });
});
