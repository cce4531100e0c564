/**
 * Share links on the real app (decision 025): the owner's switch, the public data and still, the
 * `/m/{id}` page's status and caching through the web plugin (on a stand-in SSR bundle that echoes
 * the data the server loaded), and the sitemap and robots.txt that leave shared pages out.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  COOKIES,
  ENDPOINTS,
  MESSAGES,
  MemeSchema,
  MemeShareSchema,
  SharedMemeSchema,
  TOP_BOTTOM_BOXES,
  type LayerBox,
  type TextBox,
  type MemeDocument,
} from '@memeforge/contract';
import { memes, type MemeRow, type UserRow } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { bearerFor, buildTestApp, createTestUser, TEST_PUBLIC_URL, type TestApp } from '../../test-support';
import { writeFakeWebDist } from '../../test-support/fake-web-dist';
import { makeImage, makeVideo } from '../../test-support/media';
import { startSession } from '../../auth/sessions';
import { ingestTemplate } from '../templates/ingest';
import { insertMemes } from '../memes/store';

let t: TestApp;
let webDist: string;
let owner: UserRow;
let headers: Record<string, string>;
let strangerHeaders: Record<string, string>;

/** The SSR bundle's stand-in: the status and data the server handed it, as the page. */
const ENTRY_SERVER = `
export async function render({ url, pageData }) {
  return {
    status: pageData?.status ?? 200,
    html: '<main data-url="' + url + '">' + JSON.stringify(pageData?.prefetched ?? []).replace(/</g, '\\\\u003c') + '</main>',
    head: '<title>stand-in</title>',
    state: null,
  };
}
export function clientOnlyHead() { return ''; }
`;

beforeAll(async () => {
  webDist = await writeFakeWebDist({
    indexHtml:
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
    entryServer: ENTRY_SERVER,
  });
  t = await buildTestApp({ webDistDir: webDist });
  owner = await createTestUser(t.database);
  headers = await bearerFor(t, owner);
  strangerHeaders = await bearerFor(t, await createTestUser(t.database));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

function layerBoxOf({ align: _align, color: _color, ...box }: TextBox): LayerBox {
  return box;
}

function documentOf(type: 1 | 2, captions: string[], width: number, height: number): MemeDocument {
  return {
    version: 1,
    media: { source: 'upload', fileKey: `uploads/${randomUUID()}.bin`, type, width, height },
    // More than one text: top and bottom text on the picture (a meme has one band text or boxes).
    layers: captions.map((text, index) => ({
      text,
      fontSize: null,
      align: 'center',
      color: null,
      offsetY: 0,
      ...(captions.length > 1 ? { box: layerBoxOf(TOP_BOTTOM_BOXES[index % 2]!) } : {}),
    })),
    alt: null,
  };
}

/** A meme of the owner: finished with a real file unless another status is given. */
async function addMeme(
  options: { type?: 1 | 2; captions?: string[]; status?: MemeRow['status']; alt?: string } = {},
): Promise<{ id: string; fileKey: string | null }> {
  const { type = 1, captions = ['When the build passes', 'on the first try'], status = 'finished' } = options;
  const id = randomUUID();
  const [width, height] = type === 1 ? [320, 280] : [320, 240];
  let fileKey: string | null = null;
  if (status === 'finished') {
    fileKey = type === 1 ? `memes/${id}/meme.png` : `memes/${id}/meme.mp4`;
    const bytes = type === 1 ? await makeImage(width, height) : await makeVideo(2, width, height);
    await t.storage.put(fileKey, bytes, { contentType: type === 1 ? 'image/png' : 'video/mp4' });
  }
  const document = { ...documentOf(type, captions, width, height), ...(options.alt ? { alt: options.alt } : {}) };
  await insertMemes(t.database.db, [
    {
      id,
      userId: owner.id,
      type,
      unhingedLevel: 1,
      jobId: randomUUID(),
      status,
      fileKey,
      document,
      canvasWidth: width,
      canvasHeight: height,
      ...(status === 'failed' ? { error: MESSAGES.renderFailed } : {}),
    },
  ]);
  return { id, fileKey };
}

const share = (id: string, as = headers) => t.app.inject({ method: 'POST', url: ENDPOINTS.memeShare(id), headers: as });
const unshare = (id: string, as = headers) =>
  t.app.inject({ method: 'DELETE', url: ENDPOINTS.memeShare(id), headers: as });
const publicData = (id: string) => t.app.inject({ method: 'GET', url: ENDPOINTS.sharedMeme(id) });
const still = (id: string) => t.app.inject({ method: 'GET', url: `/m/${id}/image` });
const page = (id: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/m/${id}`, headers: extra });

describe('sharing a meme (the owner)', () => {
  it('turns sharing on and off, answering the absolute share URL; the meme shows it too', async () => {
    const { id } = await addMeme();
    const on = await share(id);
    expect(on.statusCode).toBe(200);
    const shared = MemeShareSchema.parse(on.json());
    expect(shared).toMatchObject({ memeId: id, shareUrl: `${TEST_PUBLIC_URL}/m/${id}` });
    expect(Date.parse(shared.sharedAt!)).not.toBeNaN();

    const meme = MemeSchema.parse((await t.app.inject({ method: 'GET', url: ENDPOINTS.meme(id), headers })).json());
    expect(meme).toMatchObject({ sharedAt: shared.sharedAt, shareUrl: `/m/${id}` });

    // A repeat changes nothing: the page keeps its first sharing time.
    expect(MemeShareSchema.parse((await share(id)).json()).sharedAt).toBe(shared.sharedAt);

    const off = await unshare(id);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ memeId: id, shareUrl: null, sharedAt: null });
    const after = MemeSchema.parse((await t.app.inject({ method: 'GET', url: ENDPOINTS.meme(id), headers })).json());
    expect(after).toMatchObject({ sharedAt: null, shareUrl: null });
  });

  it("refuses another user's meme, an unknown or malformed id, an unfinished or failed meme, and no session", async () => {
    const { id } = await addMeme();
    expect((await share(id, strangerHeaders)).statusCode).toBe(404);
    expect((await unshare(id, strangerHeaders)).statusCode).toBe(404);
    expect((await share(randomUUID())).json()).toEqual({ detail: MESSAGES.memeNotFound });
    expect((await share('not-a-uuid')).statusCode).toBe(400);
    expect((await share(id, {})).statusCode).toBe(401);

    const queued = await addMeme({ status: 'processing' });
    const refused = await share(queued.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: MESSAGES.memeNotReady });
    const failed = await addMeme({ status: 'failed' });
    expect((await share(failed.id)).statusCode).toBe(409);
    // Nothing was shared by the refusals.
    for (const memeId of [id, queued.id, failed.id]) expect((await publicData(memeId)).statusCode).toBe(404);
  });
});

describe('a shared meme in public', () => {
  it('answers its data and its image while shared, and 404 from the moment sharing stops', async () => {
    const { id } = await addMeme({ alt: 'A developer celebrating a green build' });
    expect((await publicData(id)).statusCode).toBe(404);
    expect((await still(id)).statusCode).toBe(404);
    await share(id);

    const data = await publicData(id);
    expect(data.statusCode).toBe(200);
    expect(data.headers['cache-control']).toBe('public, max-age=60');
    expect(SharedMemeSchema.parse(data.json())).toMatchObject({
      memeId: id,
      title: 'When the build passes on the first try',
      caption: 'When the build passes\non the first try',
      altText: 'A developer celebrating a green build',
      type: 1,
      width: 320,
      height: 280,
      pageUrl: `${TEST_PUBLIC_URL}/m/${id}`,
      imageUrl: `${TEST_PUBLIC_URL}/m/${id}/image`,
      imageType: 'image/png',
      videoUrl: null,
    });

    const image = await still(id);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const metadata = await sharp(image.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 320, 280]);

    await unshare(id);
    // Nothing of ours kept the answers: the very next requests are 404.
    expect((await publicData(id)).statusCode).toBe(404);
    expect((await still(id)).statusCode).toBe(404);
    expect((await page(id)).statusCode).toBe(404);
  });

  it("a video meme's image is its poster frame (a JPEG at the meme's size) and its video plays from a public copy", async () => {
    const { id, fileKey } = await addMeme({ type: 2, captions: ['Standup, minute 45'] });
    await share(id);
    const data = SharedMemeSchema.parse((await publicData(id)).json());
    expect(data).toMatchObject({
      type: 2,
      imageType: 'image/jpeg',
      videoType: 'video/mp4',
      title: 'Standup, minute 45',
    });
    // Not the meme's own (private) file: a copy under a key nobody can guess, served to anyone.
    expect(data.videoUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/media/shares/[0-9a-f-]{36}/meme\\.mp4$`));
    const video = await t.app.inject({ method: 'GET', url: new URL(data.videoUrl!).pathname });
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload.equals(await t.storage.read(fileKey!))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/media/${fileKey}` })).statusCode).toBe(404);
    const image = await still(id);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(image.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 320, 240]);
  });

  it("stopping a video's share makes its public copy unreachable at once; sharing again makes a new one", async () => {
    const { id } = await addMeme({ type: 2 });
    await share(id);
    const first = new URL(SharedMemeSchema.parse((await publicData(id)).json()).videoUrl!).pathname;
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
    expect((await unshare(id)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    await share(id);
    const second = new URL(SharedMemeSchema.parse((await publicData(id)).json()).videoUrl!).pathname;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('makes the public copy on first view for a video shared before copies were made', async () => {
    const { id } = await addMeme({ type: 2 });
    await share(id);
    await t.database.db.update(memes).set({ shareFileKey: null }).where(eq(memes.id, id));
    const url = new URL(SharedMemeSchema.parse((await publicData(id)).json()).videoUrl!).pathname;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const again = new URL(SharedMemeSchema.parse((await publicData(id)).json()).videoUrl!).pathname;
    expect(again).toBe(url);
  });

  it('ends with the meme: deleting it takes the page, data and image down', async () => {
    const { id, fileKey } = await addMeme({ type: 2 });
    await share(id);
    expect((await still(id)).statusCode).toBe(200);
    const copy = new URL(SharedMemeSchema.parse((await publicData(id)).json()).videoUrl!).pathname;
    expect((await t.app.inject({ method: 'DELETE', url: ENDPOINTS.meme(id), headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: copy })).statusCode).toBe(404);
    expect((await publicData(id)).statusCode).toBe(404);
    expect((await still(id)).statusCode).toBe(404);
    expect((await page(id)).statusCode).toBe(404);
    // The poster went with the meme's other files.
    expect(await t.storage.exists(`${fileKey}.jpg`)).toBe(false);
  });

  it('renders /m/{id} with its data, briefly cacheable for visitors without a session only', async () => {
    const { id } = await addMeme();
    await share(id);
    const response = await page(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.body).toContain(`"memeId":"${id}"`);
    expect(response.body).toContain(`["shared-meme","${id}"]`);

    const session = await startSession(t.database.db, t.signer, owner.id);
    const signedIn = await page(id, { cookie: `${COOKIES.access}=${session.access}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it("keeps a caption's $ patterns as text: they never splice the page template into the page", async () => {
    const caption = "Paid $& for this, got $` and $' back $$";
    const { id } = await addMeme({ captions: [caption] });
    await share(id);
    const response = await page(id);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(JSON.stringify(caption).slice(1, -1));
    // One page: the template's markers were each replaced once and nothing of it was copied in.
    expect(response.body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(response.body.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('answers the 404 page for an unknown, malformed or never shared id', async () => {
    const { id } = await addMeme();
    for (const path of [`/m/${id}`, `/m/${randomUUID()}`, '/m/not-a-meme', '/m/']) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toContain('text/html');
      expect(response.headers['cache-control'], path).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/m/not-a-meme/image' })).statusCode).toBe(404);
    expect((await publicData('not-a-meme')).statusCode).toBe(404);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page and each public template page, never a shared meme', async () => {
    await ingestTemplate({ db: t.database.db, storage: t.storage }, await makeImage(), {
      title: 'Sitemap Test Template',
      description: 'A template for the sitemap',
    });
    const { id } = await addMeme();
    await share(id);
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.sitemapXml });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining(
        [
          '/',
          '/subscription',
          '/contact-us',
          '/privacy-policy',
          '/terms-of-service',
          '/docs/api',
          '/memes/template',
        ].map((path) => `${TEST_PUBLIC_URL}${path}`),
      ),
    );
    expect(locations).toContain(`${TEST_PUBLIC_URL}/memes/template/sitemap-test-template`);
    expect(response.body).not.toContain('/m/');
  });

  it('lets crawlers reach the public pages and link previews, not the dashboard or the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.robotsTxt });
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Allow: /memes/template',
        'Disallow: /memes/',
        'Disallow: /dashboard/',
        'Disallow: /api/',
        `Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    // Link-preview crawlers obey robots.txt: the share pages and their images must stay reachable.
    expect(lines.some((line) => /^Disallow: \/m\b/.test(line))).toBe(false);
  });
});
