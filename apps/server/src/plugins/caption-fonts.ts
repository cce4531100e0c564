/**
 * Serves the caption fonts to the editor preview: the very files the renderers draw with
 * (render's captionFontFiles), so the preview measures and draws with the same glyphs (decision
 * 019). `/fonts/manifest.json` names one URL per family, `/fonts/<slug>.<hash>.<ttf|woff2>`, whose
 * hash is the file's content: the files are cached for a year as immutable, the manifest is
 * revalidated (ETag) on every load. Anything else under /fonts/ is a 404. The files are hashed on
 * the first request, not at start (the Chinese font alone is 10 MB), and streamed from disk.
 * TrueType files go brotli-compressed to browsers that accept it (the Chinese font: 10.5 MB as a
 * file, 5.7 MB on the wire), compressed once per process on the first such request (quality 5:
 * 0.3 s for the largest, in the thread pool) and kept in memory; woff2 is compressed already.
 */
/// <reference types="@fastify/swagger" />
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  CAPTION_FONT_FORMATS,
  CAPTION_FONT_MANIFEST_URL,
  ENDPOINTS,
  MESSAGES,
  captionFontSlug,
  captionFontUrl,
  type CaptionFontExtension,
  type CaptionFontManifest,
} from '@memeforge/contract';
import { captionFontFiles, type CaptionFontFile } from '@memeforge/render/fonts';

export interface CaptionFontsOptions {
  /** The files to serve; default the renderers' own (tests pass small ones). */
  files?: () => Pick<CaptionFontFile, 'family' | 'path'>[];
}

interface ServedFont {
  family: string;
  path: string;
  url: string;
  hash: string;
  size: number;
  contentType: string;
  format: CaptionFontManifest['fonts'][number]['format'];
  /** The file brotli-compressed, made on the first request that accepts it (TrueType only). */
  brotli: Promise<Buffer> | null;
}

interface Catalogue {
  byUrl: Map<string, ServedFont>;
  manifest: string;
  manifestEtag: string;
}

const CONTENT_TYPES: Record<CaptionFontExtension, string> = { ttf: 'font/ttf', woff2: 'font/woff2' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

function extensionOf(file: string): CaptionFontExtension {
  const extension = path.extname(file).slice(1).toLowerCase();
  if (extension === 'ttf' || extension === 'woff2') return extension;
  throw new Error(`caption font ${file}: only .ttf and .woff2 are served`);
}

async function buildCatalogue(files: Pick<CaptionFontFile, 'family' | 'path'>[]): Promise<Catalogue> {
  const fonts = await Promise.all(
    files.map(async (file): Promise<ServedFont> => {
      const extension = extensionOf(file.path);
      const bytes = await readFile(file.path);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      return {
        family: file.family,
        path: file.path,
        url: captionFontUrl(captionFontSlug(file.family), hash, extension),
        hash,
        size: bytes.length,
        contentType: CONTENT_TYPES[extension],
        format: CAPTION_FONT_FORMATS[extension],
        brotli: null,
      };
    }),
  );
  const manifest = JSON.stringify({
    fonts: fonts.map(({ family, url, format }) => ({ family, url, format })),
  } satisfies CaptionFontManifest);
  return {
    byUrl: new Map(fonts.map((font) => [font.url, font])),
    manifest,
    manifestEtag: `"${createHash('sha256').update(manifest).digest('hex').slice(0, 16)}"`,
  };
}

const compress = promisify(brotliCompress);
const BROTLI_QUALITY = 5;

function acceptsBrotli(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((entry) => {
    const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return name === 'br' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

function brotliOf(font: ServedFont): Promise<Buffer> {
  font.brotli ??= readFile(font.path)
    .then((bytes) =>
      compress(bytes, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    )
    .catch((error: unknown) => {
      font.brotli = null;
      throw error;
    });
  return font.brotli;
}

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function captionFonts(app: FastifyInstance, options: CaptionFontsOptions) {
  const listFiles = options.files ?? captionFontFiles;
  let catalogue: Promise<Catalogue> | null = null;
  const load = () => {
    catalogue ??= buildCatalogue(listFiles()).catch((error: unknown) => {
      catalogue = null; // try again on the next request
      throw error;
    });
    return catalogue;
  };

  app.get(`${ENDPOINTS.captionFonts}*`, { schema: { hide: true } }, async (request, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const { byUrl, manifest, manifestEtag } = await load();
    if (pathname === CAPTION_FONT_MANIFEST_URL) {
      reply.header('Cache-Control', 'no-cache').header('ETag', manifestEtag);
      if (notModified(request, manifestEtag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(manifest);
    }
    const font = byUrl.get(pathname);
    if (!font) return reply.code(404).send({ detail: MESSAGES.notFound });
    const etag = `"${font.hash}"`;
    reply.header('Cache-Control', IMMUTABLE).header('ETag', etag).header('Vary', 'Accept-Encoding');
    if (notModified(request, etag)) return reply.code(304).send();
    if (font.contentType === CONTENT_TYPES.ttf && acceptsBrotli(request)) {
      const body = await brotliOf(font);
      return reply.type(font.contentType).header('Content-Encoding', 'br').send(body);
    }
    return reply.type(font.contentType).header('Content-Length', String(font.size)).send(createReadStream(font.path));
  });
}

export default fp(captionFonts, { name: 'caption-fonts' });
