import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  PublicTemplateIndexSchema,
  PublicTemplatePageSchema,
  TemplateListSchema,
  TemplateSchema,
  type TemplateThumbnail,
} from '@memeforge/contract';
import { templates } from '../../db/schema';
import { createLogger } from '../../logger';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeImage, makeVideo } from '../../test-support/media';
import { backfillCardPictures, cardPictureKey, TEMPLATE_THUMBNAIL_WIDTHS } from './card-pictures';
import { importTemplates } from './import';
import { ingestTemplate } from './ingest';

let t: TestApp;
let admin: Record<string, string>;
let dir: string;
const silent = createLogger('silent');

beforeAll(async () => {
  t = await buildTestApp();
  admin = await bearerFor(t, await createTestUser(t.database, { isSuperuser: true }));
  dir = await mkdtemp(path.join(tmpdir(), 'card-pictures-'));
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const ctx = () => ({ db: t.database.db, storage: t.storage });

/** Fetches a card picture through the app and reads what it really is. */
async function picture(thumbnail: TemplateThumbnail) {
  const response = await t.app.inject({ method: 'GET', url: thumbnail.url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  return sharp(response.rawPayload).metadata();
}

async function upload(file: Buffer, name: string, type: string, title: string) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(file)], { type }), name);
  data.append('title', title);
  data.append('description', `${title}, for the card picture tests`);
  const request = new Request('http://local/', { method: 'POST', body: data });
  return t.app.inject({
    method: 'POST',
    url: ENDPOINTS.libraryTemplates,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...admin, 'content-type': request.headers.get('content-type')! },
  });
}

async function rowOf(id: number) {
  const [row] = await t.database.db.select().from(templates).where(eq(templates.id, id));
  return row!;
}

describe('template card pictures', () => {
  it('an upload makes WebP copies of the image at the card widths, listed on the row and in the answer', async () => {
    const response = await upload(await makeImage(800, 600), 'wide.png', 'image/png', 'Wide picture');
    expect(response.statusCode).toBe(201);
    const template = TemplateSchema.parse(response.json());
    expect(template.thumbnails.map((item) => item.width)).toEqual([...TEMPLATE_THUMBNAIL_WIDTHS]);
    for (const thumbnail of template.thumbnails) {
      const meta = await picture(thumbnail);
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(thumbnail.width);
      expect(meta.height).toBe((thumbnail.width * 3) / 4);
    }
    const row = await rowOf(template.id);
    expect(row.thumbnailWidths).toEqual([240, 480]);
    expect(await t.storage.exists(cardPictureKey(row.fileKey, 480))).toBe(true);
    // The JPEG thumbnail stays for clients that know only it.
    expect(template.thumbnail).toMatch(/-thumb\.jpg$/);
  });

  it('never enlarges: a template narrower than a width has one copy at its own width', async () => {
    const response = await upload(await makeImage(300, 200), 'small.png', 'image/png', 'Small picture');
    const template = TemplateSchema.parse(response.json());
    expect(template.thumbnails.map((item) => item.width)).toEqual([240, 300]);
    const tiny = TemplateSchema.parse(
      (await upload(await makeImage(200, 100), 'tiny.png', 'image/png', 'Tiny picture')).json(),
    );
    expect(tiny.thumbnails.map((item) => item.width)).toEqual([200]);
    expect((await picture(tiny.thumbnails[0]!)).width).toBe(200);
  });

  it("a video's copies are of its poster frame", async () => {
    const response = await upload(await makeVideo(1, 320, 240), 'clip.mp4', 'video/mp4', 'Clip picture');
    expect(response.statusCode).toBe(201);
    const template = TemplateSchema.parse(response.json());
    expect(template.thumbnails.map((item) => item.width)).toEqual([240, 320]);
    const meta = await picture(template.thumbnails[0]!);
    expect(meta).toMatchObject({ format: 'webp', width: 240, height: 180 });
  });

  it('the import makes them, and the library list, the public index and the public page list them', async () => {
    await writeFile(path.join(dir, 'tall.png'), await makeImage(600, 900));
    await writeFile(
      path.join(dir, 'manifest.json'),
      JSON.stringify({ templates: [{ file: 'tall.png', title: 'Tall imported', description: 'A tall one' }] }),
    );
    const report = await importTemplates(ctx(), dir);
    expect(report.imported).toBe(1);

    const list = TemplateListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `${ENDPOINTS.libraryTemplates}?search=${encodeURIComponent('Tall imported')}`,
          headers: admin,
        })
      ).json(),
    );
    const listed = list.results.find((item) => item.title === 'Tall imported');
    expect(listed?.thumbnails.map((item) => item.width)).toEqual([240, 480]);
    expect((await picture(listed!.thumbnails[1]!)).height).toBe(720);

    const index = PublicTemplateIndexSchema.parse(
      (await t.app.inject({ method: 'GET', url: ENDPOINTS.publicTemplates })).json(),
    );
    const summary = index.results.find((item) => item.templateTitle === 'Tall imported');
    expect(summary).toMatchObject({ width: 600, height: 900 });
    expect(summary?.templateThumbnails).toEqual(listed?.thumbnails);

    // The public template page's hero uses them on narrow screens, beside its JPEG thumbnail.
    const page = PublicTemplatePageSchema.parse(
      (await t.app.inject({ method: 'GET', url: ENDPOINTS.publicTemplate(summary!.slug) })).json(),
    );
    expect(page.templateThumbnails).toEqual(listed?.thumbnails);
    expect(page.templateThumbnail).toMatch(/-thumb\.jpg$/);
    expect((await picture(page.templateThumbnails[0]!)).width).toBe(240);
  });
});

describe('backfilling card pictures', () => {
  it('makes them once for templates stored before they existed, from the stored still', async () => {
    const image = (await ingestTemplate(ctx(), await makeImage(640, 320), { title: 'Old image', description: 'x' }))
      .template;
    const video = (await ingestTemplate(ctx(), await makeVideo(1), { title: 'Old video', description: 'x' })).template;
    // As a library stored before card pictures: no widths on the rows, no copies in storage.
    for (const row of [image, video]) {
      for (const width of row.thumbnailWidths) await t.storage.delete(cardPictureKey(row.fileKey, width));
      await t.database.db.update(templates).set({ thumbnailWidths: [] }).where(eq(templates.id, row.id));
    }
    const before = TemplateSchema.parse(
      (await t.app.inject({ method: 'GET', url: ENDPOINTS.libraryTemplate(image.id), headers: admin })).json(),
    );
    expect(before.thumbnails).toEqual([]);

    const first = await backfillCardPictures(ctx(), silent);
    expect(first).toEqual({ made: 2, failed: 0 });
    expect((await rowOf(image.id)).thumbnailWidths).toEqual([240, 480]);
    expect((await rowOf(video.id)).thumbnailWidths).toEqual([240, 320]);
    const after = TemplateSchema.parse(
      (await t.app.inject({ method: 'GET', url: ENDPOINTS.libraryTemplate(image.id), headers: admin })).json(),
    );
    expect(after.thumbnails.map((item) => item.width)).toEqual([240, 480]);
    expect(await picture(after.thumbnails[1]!)).toMatchObject({ format: 'webp', width: 480, height: 240 });

    // Idempotent: nothing left to make, nothing rewritten.
    const written = await t.storage.read(cardPictureKey(image.fileKey, 480));
    expect(await backfillCardPictures(ctx(), silent)).toEqual({ made: 0, failed: 0 });
    expect((await t.storage.read(cardPictureKey(image.fileKey, 480))).equals(written)).toBe(true);
  });

  it('a template whose still is gone is reported, left without them, and tried again next time', async () => {
    const { template } = await ingestTemplate(ctx(), await makeImage(500, 500), {
      title: 'Lost file',
      description: 'x',
    });
    for (const width of template.thumbnailWidths) await t.storage.delete(cardPictureKey(template.fileKey, width));
    await t.storage.delete(template.fileKey);
    await t.database.db.update(templates).set({ thumbnailWidths: [] }).where(eq(templates.id, template.id));

    expect(await backfillCardPictures(ctx(), silent)).toEqual({ made: 0, failed: 1 });
    expect((await rowOf(template.id)).thumbnailWidths).toEqual([]);
    expect(await t.storage.exists(cardPictureKey(template.fileKey, 240))).toBe(false);
    expect(await backfillCardPictures(ctx(), silent)).toEqual({ made: 0, failed: 1 });
    // Put back, it gets them.
    await t.storage.put(template.fileKey, await makeImage(500, 500), { contentType: 'image/png' });
    expect(await backfillCardPictures(ctx(), silent)).toEqual({ made: 1, failed: 0 });
    expect((await rowOf(template.id)).thumbnailWidths).toEqual([240, 480]);
  });
});
