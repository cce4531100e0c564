import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, LandingDataSchema, SSR_QUERY_KEYS, type MarketingContent } from '@memeforge/contract';
import { DEFAULT_MARKETING_CONTENT } from '../../config';
import { createLogger } from '../../logger';
import { buildTestApp, type TestApp } from '../../test-support';
import { makeImage, makeVideo } from '../../test-support/media';
import { writeFakeWebDist } from '../../test-support/fake-web-dist';
import { ingestTemplate } from '../templates/ingest';
import { loadMarketingContent, MarketingContentError, parseMarketingContent } from './content';
import { landingPageDataLoader } from './page-data';
import { renderShowcase, type ShowcaseContext } from './render';
import { landingData } from './service';

const shipped = () => JSON.parse(readFileSync(DEFAULT_MARKETING_CONTENT, 'utf8')) as MarketingContent;

describe('the marketing content file', () => {
  it('ships a valid file with the spec figures', () => {
    const content = loadMarketingContent();
    expect(content.figures).toEqual([
      { value: '200M+', label: 'Monthly impressions' },
      { value: '1M+', label: 'Network followers' },
    ]);
    expect(content.testimonials.length).toBeGreaterThan(0);
  });

  it('names the bad field, and the file, when an edit breaks it', () => {
    const broken = shipped();
    broken.testimonials[1]!.quote = '';
    (broken.clientLogos[0] as { glyph: string }).glyph = 'acme-logo.png';
    broken.showcase.images[0]!.template = 'Two Buttons!';
    const attempt = () => parseMarketingContent(JSON.stringify(broken), '/etc/memeforge/marketing.json');
    expect(attempt).toThrow(MarketingContentError);
    expect(attempt).toThrow(/^Invalid marketing content in \/etc\/memeforge\/marketing\.json \(MARKETING_CONTENT\): /);
    expect(attempt).toThrow(/testimonials\.1\.quote: must not be empty/);
    expect(attempt).toThrow(/clientLogos\.0\.glyph: /);
    expect(attempt).toThrow(/showcase\.images\.0\.template: must be a template slug/);
  });

  it('refuses unknown keys, bad JSON, a missing file and a video that is not on this site', () => {
    expect(() => parseMarketingContent(JSON.stringify({ ...shipped(), tagline: 'x' }), 'm.json')).toThrow(
      /\(the file\): Unrecognized key: "tagline"/,
    );
    expect(() => parseMarketingContent('{"figures": [', 'm.json')).toThrow(
      /m\.json \(MARKETING_CONTENT\): not valid JSON/,
    );
    expect(() => loadMarketingContent('/nonexistent/marketing.json')).toThrow(
      /cannot read \/nonexistent\/marketing\.json/,
    );
    const content = shipped();
    for (const url of ['javascript:alert(1)', 'https://cdn.example.com/tour.mp4', '//cdn.example.com/tour.mp4']) {
      content.productVideo.source = { url };
      expect(() => parseMarketingContent(JSON.stringify(content), 'm.json')).toThrow(
        /productVideo\.source\.url: must be a path on this site/,
      );
    }
  });
});

describe('the showcase memes', () => {
  let t: TestApp;
  let content: MarketingContent;
  let ctx: ShowcaseContext;

  beforeAll(async () => {
    t = await buildTestApp();
    const templates = { db: t.database.db, storage: t.storage };
    await ingestTemplate(templates, await makeImage(900, 600, 'jpeg'), {
      title: 'Showcase Two Buttons',
      description: 'Two buttons.',
    });
    await ingestTemplate(templates, await makeImage(700, 700, 'png'), {
      title: 'Showcase Judging Cat',
      description: 'A cat.',
    });
    await ingestTemplate(templates, await makeVideo(2, 320, 240), { title: 'Showcase Zoom', description: 'A zoom.' });
    content = {
      ...shipped(),
      showcase: {
        images: [
          { template: 'showcase-two-buttons', caption: 'Reply now or let it age like fine wine' },
          { template: 'showcase-judging-cat', caption: 'When someone says memes are not marketing' },
          { template: 'no-such-template', caption: 'Left out' },
        ],
        videos: [{ template: 'showcase-zoom', caption: 'When the client says one small change' }],
      },
    };
    ctx = { db: t.database.db, storage: t.storage, logger: createLogger('silent'), marketing: content };
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  it('renders the captions as WebP renditions, a video meme with its poster and the reel', async () => {
    const { rendered, state } = await renderShowcase(ctx);
    expect(rendered).toBe(true);
    expect(state.images.map((image) => image.caption)).toEqual([
      'Reply now or let it age like fine wine',
      'When someone says memes are not marketing',
    ]);
    const widths = state.images[0]!.picture.map((rendition) => rendition.width);
    expect(widths).toEqual([320, 480, 640]);
    for (const rendition of state.images[0]!.picture) {
      const meta = await sharp(await t.storage.read(rendition.key)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(rendition.width);
      expect(meta.height).toBe(rendition.height);
    }
    // The caption band sits above the 900x600 picture: taller than the picture alone at 320 px.
    expect(state.images[0]!.picture[0]!.height).toBeGreaterThan(Math.round((320 * 600) / 900));
    expect(state.images[0]!.alt).toContain('"Reply now or let it age like fine wine"');
    expect(state.videos).toHaveLength(1);
    expect((await t.storage.read(state.videos[0]!.videoKey)).subarray(4, 8).toString()).toBe('ftyp');
    expect(state.videos[0]!.poster.map((rendition) => rendition.width)).toEqual([320]);
    expect(state.templates.map((template) => template.slug)).toEqual([
      'showcase-two-buttons',
      'showcase-judging-cat',
      'showcase-zoom',
    ]);
    expect(state.reel).not.toBeNull();
    expect(await t.storage.exists(state.reel!.key)).toBe(true);
    // The reel's own frame (640x360) is its poster.
    expect(state.reel!.poster.map(({ width, height }) => [width, height])).toEqual([
      [320, 180],
      [640, 360],
    ]);
    // A template that is not in the library is left out, and tried again at the next start.
    expect(state.inputs).toBe('');
  }, 120_000);

  it('does nothing the second time once complete, and renders again (removing the old files) when a caption changes', async () => {
    ctx.marketing = { ...content, showcase: { ...content.showcase, images: content.showcase.images.slice(0, 2) } };
    const complete = await renderShowcase(ctx);
    expect(complete.rendered).toBe(true);
    expect(complete.state.inputs).toMatch(/^[0-9a-f]{64}$/);

    const put = vi.spyOn(t.storage, 'put');
    const again = await renderShowcase(ctx);
    expect(again.rendered).toBe(false);
    expect(again.state).toEqual(complete.state);
    expect(put).not.toHaveBeenCalled();

    const oldKeys = complete.state.images[1]!.picture.map((rendition) => rendition.key);
    ctx.marketing = {
      ...ctx.marketing,
      showcase: {
        ...ctx.marketing.showcase,
        images: [
          ctx.marketing.showcase.images[0]!,
          { template: 'showcase-judging-cat', caption: 'A brand new caption' },
        ],
      },
    };
    const changed = await renderShowcase(ctx);
    put.mockRestore();
    expect(changed.rendered).toBe(true);
    expect(changed.state.images[1]!.caption).toBe('A brand new caption');
    for (const key of oldKeys) expect(await t.storage.exists(key)).toBe(false);
    // The unchanged meme keeps its files (content-addressed keys).
    expect(changed.state.images[0]!.picture).toEqual(complete.state.images[0]!.picture);
  }, 120_000);

  it('serves the landing data, with URLs that answer with the WebP files, and hands it to the landing page render', async () => {
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.landing });
    expect(response.statusCode).toBe(200);
    const data = LandingDataSchema.parse(response.json());
    // The app serves the shipped content file's texts (the test app is built without its own).
    expect(data.figures).toEqual(shipped().figures);
    expect(data.testimonials).toEqual(shipped().testimonials);
    expect(data.imageMemes.map((meme) => meme.caption)).toEqual([
      'Reply now or let it age like fine wine',
      'A brand new caption',
    ]);
    const image = data.imageMemes[0]!.image;
    expect(image.src).toBe(image.srcset[0]!.url);
    const file = await t.app.inject({ method: 'GET', url: image.srcset[2]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(data.videoMemes[0]).toMatchObject({ templateSlug: 'showcase-zoom', video: expect.stringMatching(/\.mp4$/) });
    expect(data.productVideo).toMatchObject({
      title: shipped().productVideo.title,
      url: expect.stringMatching(/^\/media\/showcase\/reel\//),
    });

    const loader = landingPageDataLoader({ db: t.database.db, storage: t.storage, marketing: content });
    expect(await loader('/templates', new URLSearchParams())).toBeUndefined();
    const pageData = await loader('/', new URLSearchParams());
    expect(pageData?.prefetched[0]?.queryKey).toEqual(SSR_QUERY_KEYS.landing());
    expect(LandingDataSchema.parse(pageData?.prefetched[0]?.data).imageMemes).toHaveLength(2);
  });

  it('serves an operator-given product video as it is, and empty carousels before the first render', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'marketing-'));
    try {
      const own = shipped();
      own.productVideo.source = { url: '/media/tour/product-tour.mp4', poster: '/media/tour.webp' };
      const file = path.join(dir, 'marketing.json');
      await writeFile(file, JSON.stringify(own));
      const fresh = await buildTestApp();
      try {
        const data = await landingData({
          db: fresh.database.db,
          storage: fresh.storage,
          marketing: loadMarketingContent(file),
        });
        expect(data.imageMemes).toEqual([]);
        expect(data.videoMemes).toEqual([]);
        expect(data.productVideo).toMatchObject({
          url: '/media/tour/product-tour.mp4',
          poster: { src: '/media/tour.webp' },
        });
      } finally {
        await fresh.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('hands the landing data to the SSR bundle when it renders /, and lists the route in the OpenAPI document', async () => {
    const dir = await writeFakeWebDist({
      indexHtml: '<!doctype html><html><head><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>',
      // Echoes what the server handed over for the page.
      entryServer: `export async function render(input) {
        return { status: 200, html: '<pre>' + JSON.stringify(input.pageData ?? null).replace(/</g, '&lt;') + '</pre>', head: '', state: null };
      }
      export function clientOnlyHead() { return ''; }`,
    });
    const web = await buildTestApp({ webDistDir: dir });
    try {
      // This app has a database and store of its own: its showcase is rendered here.
      await ingestTemplate({ db: web.database.db, storage: web.storage }, await makeImage(600, 400, 'jpeg'), {
        title: 'Showcase Two Buttons',
        description: 'Two buttons.',
      });
      await renderShowcase({
        db: web.database.db,
        storage: web.storage,
        logger: createLogger('silent'),
        marketing: { ...content, showcase: { images: [content.showcase.images[0]!], videos: [] } },
      });
      const page = await web.app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      const handed = JSON.parse(/<pre>(.*)<\/pre>/s.exec(page.body)![1]!.replace(/&lt;/g, '<')) as {
        prefetched: { queryKey: unknown; data: unknown }[];
      };
      expect(handed.prefetched[0]!.queryKey).toEqual(SSR_QUERY_KEYS.landing());
      const data = LandingDataSchema.parse(handed.prefetched[0]!.data);
      expect(data.imageMemes.map((meme) => meme.caption)).toEqual(['Reply now or let it age like fine wine']);
      expect(data.figures).toEqual(shipped().figures);
      // Other pages get nothing from this loader.
      const other = await web.app.inject({ method: 'GET', url: '/contact-us' });
      expect(other.body).toContain('<pre>null</pre>');

      const spec = await web.app.inject({ method: 'GET', url: ENDPOINTS.openapi });
      expect(Object.keys(spec.json<{ paths: object }>().paths)).toContain(ENDPOINTS.landing);
    } finally {
      await web.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
