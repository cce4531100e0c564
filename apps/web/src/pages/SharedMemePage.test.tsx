/**
 * A shared meme's page (`/m/{id}`, decision 025) rendered as the server renders it (entry-server
 * with the data the server loaded) and hydrated as the browser does: its content, and the head a
 * link preview reads (title, description, canonical, Open Graph, Twitter card, JSON-LD), parsed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import {
  ENDPOINTS,
  SIGNUP_MODAL_PATH,
  SSR_QUERY_KEYS,
  SharedMemeSchema,
  type PageData,
  type SharedMeme,
} from '@memeforge/contract';
import { fakeServer } from '../test-support/fake-server';
import { serverRenderedPages } from '../test-support/ssr';

const ORIGIN = 'https://memes.example';
const MEME_ID = '0a1b2c3d-0000-4000-8000-000000000001';

function sharedMeme(overrides: Partial<SharedMeme> = {}): SharedMeme {
  return SharedMemeSchema.parse({
    memeId: MEME_ID,
    title: 'When the build passes on the first try',
    caption: 'When the build passes\non the first try',
    altText: 'A developer celebrating a green build, with the caption "When the build passes on the first try"',
    type: 1,
    width: 800,
    height: 900,
    pageUrl: `${ORIGIN}/m/${MEME_ID}`,
    imageUrl: `${ORIGIN}/m/${MEME_ID}/image`,
    imageType: 'image/png',
    videoUrl: null,
    videoType: null,
    templateTitle: 'Success Kid',
    createdAt: '2026-01-02T10:00:00.000Z',
    sharedAt: '2026-01-03T10:00:00.000Z',
    ...overrides,
  });
}

const seeded = (page: SharedMeme): PageData => ({
  prefetched: [{ queryKey: SSR_QUERY_KEYS.sharedMeme(page.memeId), data: page }],
});

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.on(`GET ${ENDPOINTS.authProviders}`, { status: 200, body: { google: { enabled: false, loginUrl: null } } });
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serve = serverRenderedPages({ origin: ORIGIN });

function serveAndHydrate(url: string, pageData: PageData) {
  return serve(url, { pageData, settleMs: 20 });
}

/** The head as a browser (or a link-preview crawler) parses it. */
function parseHead(head: string) {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head><body></body></html>`,
    'text/html',
  );
  const meta = (key: string) =>
    doc.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  const jsonLd = [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  return {
    title: doc.title,
    meta,
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd,
  };
}

describe('a shared meme page', () => {
  it('shows the meme, its caption, alt text and a call to make your own; its head previews the meme', async () => {
    const page = sharedMeme();
    const output = await serveAndHydrate(`/m/${MEME_ID}`, seeded(page));
    expect(output.status).toBe(200);

    const head = parseHead(output.head);
    expect(head.title).toBe('When the build passes on the first try | MemeForge');
    expect(head.meta('description')).toMatch(/^A developer celebrating a green build/);
    expect(head.meta('description')!.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe(page.pageUrl);
    expect(head.meta('robots')).toBe('noindex');
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.meta('og:url')).toBe(page.pageUrl);
    expect(head.meta('og:image')).toBe(`${ORIGIN}/m/${MEME_ID}/image`);
    expect(head.meta('og:image:type')).toBe('image/png');
    expect([head.meta('og:image:width'), head.meta('og:image:height')]).toEqual(['800', '900']);
    expect(head.meta('og:image:alt')).toBe(page.altText);
    expect(head.meta('og:video')).toBeNull();
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(page.imageUrl);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'ImageObject',
        name: page.title,
        contentUrl: page.imageUrl,
        url: page.pageUrl,
        width: 800,
        height: 900,
        uploadDate: page.sharedAt,
      }),
    ]);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('When the build passes on the first try');
    const image = screen.getByRole('img', { name: page.altText });
    expect(image).toHaveAttribute('src', `/m/${MEME_ID}/image`);
    expect(screen.getByText(page.altText, { exact: false, selector: 'figcaption' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make your own' })).toHaveAttribute('href', SIGNUP_MODAL_PATH);
    expect(document.title).toBe(head.title);
    // Hydrated from the data the server rendered with: nothing fetched again.
    expect(server.calls(`GET ${ENDPOINTS.sharedMeme(MEME_ID)}`)).toHaveLength(0);
  });

  it('a video meme plays on the page with its poster frame, and previews as a video', async () => {
    const page = sharedMeme({
      type: 2,
      width: 640,
      height: 360,
      imageType: 'image/jpeg',
      videoUrl: `${ORIGIN}/media/memes/${MEME_ID}/standup.mp4`,
      videoType: 'video/mp4',
    });
    const output = await serveAndHydrate(`/m/${MEME_ID}`, seeded(page));
    const head = parseHead(output.head);
    expect(head.meta('og:type')).toBe('video.other');
    expect(head.meta('og:image')).toBe(page.imageUrl);
    expect(head.meta('og:video')).toBe(page.videoUrl);
    expect(head.meta('og:video:secure_url')).toBe(page.videoUrl);
    expect(head.meta('og:video:type')).toBe('video/mp4');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'VideoObject',
      contentUrl: page.videoUrl,
      thumbnailUrl: page.imageUrl,
      uploadDate: page.sharedAt,
    });

    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', `/m/${MEME_ID}/image`);
    expect(video).toHaveAccessibleName(page.altText);
    expect(video.querySelector('source')).toHaveAttribute('src', `/media/memes/${MEME_ID}/standup.mp4`);
  });

  it.each([
    ['not shared (or unknown)', `/m/${MEME_ID}`],
    ['malformed', '/m/not-a-meme'],
  ])('%s: the 404 page with a 404 status, kept out of search', async (_case, url) => {
    const output = await serveAndHydrate(url, { prefetched: [], status: 404 });
    expect(output.status).toBe(404);
    expect(output.html).toContain('Page not found');
    const head = parseHead(output.head);
    expect(head.title).toMatch(/^Page not found/);
    expect(head.meta('robots')).toBe('noindex');
    expect(head.meta('og:image')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(server.calls(`GET ${ENDPOINTS.sharedMeme(MEME_ID)}`)).toHaveLength(0);
  });
});
