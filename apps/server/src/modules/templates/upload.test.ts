import { readdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, MESSAGES, TemplateSchema } from '@memeforge/contract';
import { templates } from '../../db/schema';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeImage, makeVideo, pngHeaderClaiming } from '../../test-support/media';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await bearerFor(t, await createTestUser(t.database, { isSuperuser: true }));
});
afterAll(() => t.close());

function form(parts: { file?: { name: string; data: Buffer; type: string }; fields?: Record<string, string> }) {
  const data = new FormData();
  if (parts.file)
    data.append('file', new Blob([new Uint8Array(parts.file.data)], { type: parts.file.type }), parts.file.name);
  for (const [key, value] of Object.entries(parts.fields ?? {})) data.append(key, value);
  return data;
}

async function upload(body: FormData, headers = admin) {
  const request = new Request('http://local/', { method: 'POST', body });
  const payload = Buffer.from(await request.arrayBuffer());
  return t.app.inject({
    method: 'POST',
    url: ENDPOINTS.libraryTemplates,
    payload,
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
  });
}

const FIELDS = { title: 'Shocked cat', description: 'A cat that cannot believe it', isPublic: 'true' };

describe('POST /library/templates/ (upload)', () => {
  it('stores an image with its thumbnail and serves it', async () => {
    const response = await upload(
      form({ file: { name: 'cat.png', data: await makeImage(640, 480), type: 'image/png' }, fields: FIELDS }),
    );
    expect(response.statusCode).toBe(201);
    const template = TemplateSchema.parse(response.json());
    expect(template).toMatchObject({
      title: 'Shocked cat',
      type: 1,
      width: 640,
      height: 480,
      isPublic: true,
      slug: 'shocked-cat',
    });

    const file = await t.app.inject({ method: 'GET', url: template.file });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('immutable');
    const download = await t.app.inject({ method: 'GET', url: `${template.file}?download=1` });
    expect(download.headers['content-disposition']).toBe('attachment; filename="shocked-cat.png"');
    const thumbnail = await t.app.inject({ method: 'GET', url: template.thumbnail! });
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
  });

  it('stores a video with a poster and serves byte ranges', async () => {
    const response = await upload(
      form({
        file: { name: 'zoom.mp4', data: await makeVideo(2), type: 'video/mp4' },
        fields: { ...FIELDS, title: 'Zoom' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const template = TemplateSchema.parse(response.json());
    expect(template.type).toBe(2);
    expect(template.poster).toMatch(/-poster\.jpg$/);
    const range = await t.app.inject({ method: 'GET', url: template.file, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toMatch(/^bytes 0-99\//);
    expect(range.rawPayload.length).toBe(100);
  });

  it('answers the same template for the same bytes', async () => {
    const image = await makeImage(300, 300);
    const first = await upload(
      form({ file: { name: 'a.png', data: image, type: 'image/png' }, fields: { ...FIELDS, title: 'Twice' } }),
    );
    const again = await upload(
      form({ file: { name: 'b.png', data: image, type: 'image/png' }, fields: { ...FIELDS, title: 'Twice' } }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
  });

  it("says 'Please fill in all fields' when a part is missing", async () => {
    const image = await makeImage();
    for (const body of [
      form({ fields: FIELDS }),
      form({ file: { name: 'x.png', data: image, type: 'image/png' }, fields: { ...FIELDS, title: '' } }),
      form({ file: { name: 'x.png', data: image, type: 'image/png' }, fields: { title: 'T' } }),
    ]) {
      const response = await upload(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: MESSAGES.fillAllFields });
    }
  });

  it('checks the bytes, not the name: text renamed to .png is refused', async () => {
    const response = await upload(
      form({
        file: { name: 'notes.png', data: Buffer.from('just some text, not an image at all'), type: 'image/png' },
        fields: FIELDS,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [MESSAGES.templateFileWrongType] });
  });

  it('refuses a 10,000 × 10,000 PNG from its header, without decoding it', async () => {
    const response = await upload(
      form({ file: { name: 'huge.png', data: pngHeaderClaiming(10_000, 10_000), type: 'image/png' }, fields: FIELDS }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [MESSAGES.templateImageDimensions] });
  });

  it('refuses images over 5 MB and files over the 20 MB video limit', async () => {
    const big = Buffer.concat([await makeImage(100, 100), Buffer.alloc(5 * 1024 * 1024)]);
    const image = await upload(form({ file: { name: 'big.png', data: big, type: 'image/png' }, fields: FIELDS }));
    expect(image.json()).toEqual({ file: [MESSAGES.templateImageTooLarge] });
    const huge = Buffer.concat([await makeVideo(1), Buffer.alloc(21 * 1024 * 1024)]);
    const video = await upload(form({ file: { name: 'huge.mp4', data: huge, type: 'video/mp4' }, fields: FIELDS }));
    // Its declared length is past the whole form's cap: refused before a byte is read.
    expect(video.statusCode).toBe(413);
    expect(video.json()).toEqual({ file: [MESSAGES.templateVideoTooLarge] });
  });

  it('refuses a clip at 1,000 frames per second', async () => {
    const fast = await makeVideo(1.5, 128, 96, 1000);
    const response = await upload(form({ file: { name: 'fast.mp4', data: fast, type: 'video/mp4' }, fields: FIELDS }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [MESSAGES.templateVideoFrameRate] });
  }, 60_000);

  it('refuses an HLS playlist named .mp4 without fetching what it names', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nhttp://127.0.0.1:${port}/segment.ts\n#EXT-X-ENDLIST\n`;
      // Also behind an MP4 'ftyp' box, so the type check lets it through to ffprobe: the forced
      // demuxer reads it as MP4 and finds nothing, instead of following the playlist.
      const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom\0\0\x02\0isomiso2')]);
      const [before] = await t.database.db.select({ n: count() }).from(templates);
      for (const [data, message] of [
        [Buffer.from(playlist), MESSAGES.templateFileWrongType],
        [Buffer.concat([ftyp, Buffer.from(playlist)]), MESSAGES.templateFileUnreadable],
      ] as const) {
        const response = await upload(form({ file: { name: 'clip.mp4', data, type: 'video/mp4' }, fields: FIELDS }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ file: [message] });
      }
      expect(requests).toBe(0);
      const [after] = await t.database.db.select({ n: count() }).from(templates);
      expect(after?.n).toBe(before?.n);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('stores nothing when no thumbnail can be made, and says so', async () => {
    const filesNow = async () =>
      (await readdir(t.storage.root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
        .length;
    const [rowsBefore] = await t.database.db.select({ n: count() }).from(templates);
    const filesBefore = await filesNow();
    // A whole PNG header (640 × 480, within the limits) over pixel data cut short, as a broken
    // upload would be: the size reads fine, the thumbnail cannot be decoded.
    const truncated = pngHeaderClaiming(640, 480);
    const response = await upload(
      form({ file: { name: 'cut.png', data: truncated, type: 'image/png' }, fields: FIELDS }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [MESSAGES.templatePreviewFailed] });
    const [rowsAfter] = await t.database.db.select({ n: count() }).from(templates);
    expect(rowsAfter?.n).toBe(rowsBefore?.n);
    expect(await filesNow()).toBe(filesBefore);
  });

  it('is for superusers only', async () => {
    const user = await bearerFor(t, await createTestUser(t.database, { plan: 'pro' }));
    const response = await upload(
      form({ file: { name: 'x.png', data: await makeImage(), type: 'image/png' }, fields: FIELDS }),
      user,
    );
    expect(response.statusCode).toBe(403);
    expect((await upload(form({ fields: FIELDS }), {})).statusCode).toBe(401);
  });
});

describe('POST /library/templates/ caption format and example captions', () => {
  const image = async () => ({ name: 'pic.png', data: await makeImage(200, 200), type: 'image/png' });
  const withExamples = (data: FormData, examples: string[]) => {
    for (const example of examples) data.append('example_captions', example);
    return data;
  };

  it('defaults to a one-liner with no examples, and the answer says so', async () => {
    const response = await upload(form({ file: await image(), fields: { ...FIELDS, title: 'No format' } }));
    expect(response.statusCode).toBe(201);
    expect(TemplateSchema.parse(response.json())).toMatchObject({ captionFormat: 'one_liner', exampleCaptions: [] });
  });

  it('takes a format and examples as repeated fields, or as one JSON list', async () => {
    const repeated = await upload(
      withExamples(
        form({ file: await image(), fields: { ...FIELDS, title: 'Buttons', caption_format: 'two_options' } }),
        ['Sleep early\r\nOne more episode', 'Save money\nNew sneakers'],
      ),
    );
    expect(repeated.statusCode).toBe(201);
    expect(TemplateSchema.parse(repeated.json())).toMatchObject({
      captionFormat: 'two_options',
      exampleCaptions: ['Sleep early\nOne more episode', 'Save money\nNew sneakers'],
    });
    const listed = await upload(
      form({
        file: await image(),
        fields: {
          ...FIELDS,
          title: 'Brain',
          caption_format: 'escalation',
          example_captions: JSON.stringify(['Tea\nCoffee\nEspresso at midnight']),
        },
      }),
    );
    expect(listed.statusCode).toBe(201);
    const template = TemplateSchema.parse(listed.json());
    expect(template).toMatchObject({
      captionFormat: 'escalation',
      exampleCaptions: ['Tea\nCoffee\nEspresso at midnight'],
    });
    const [row] = await t.database.db
      .select({ captionFormat: templates.captionFormat, exampleCaptions: templates.exampleCaptions })
      .from(templates)
      .where(eq(templates.id, template.id));
    expect(row).toEqual({ captionFormat: 'escalation', exampleCaptions: ['Tea\nCoffee\nEspresso at midnight'] });
  });

  it('refuses a bad format or bad examples with a clear 400, storing nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(templates);
    const cases: Array<[FormData, Record<string, string[]>]> = [
      [
        form({ file: await image(), fields: { ...FIELDS, caption_format: 'haiku' } }),
        {
          caption_format: [
            'The caption format is one of: one_liner, setup_punchline, before_after, two_options, escalation, reaction.',
          ],
        },
      ],
      [
        withExamples(form({ file: await image(), fields: FIELDS }), ['1', '2', '3', '4', '5', '6']),
        { example_captions: ['At most 5 example captions.'] },
      ],
      [
        withExamples(form({ file: await image(), fields: FIELDS }), ['x'.repeat(151)]),
        { example_captions: ['An example caption is at most 150 characters.'] },
      ],
      [
        form({ file: await image(), fields: { ...FIELDS, example_captions: '[not json' } }),
        { example_captions: ['The example captions are a list of texts.'] },
      ],
      [
        form({ file: await image(), fields: { ...FIELDS, example_captions: '[1, 2]' } }),
        { example_captions: ['Each example caption is text.', 'Each example caption is text.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await upload(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    const [after] = await t.database.db.select({ n: count() }).from(templates);
    expect(after?.n).toBe(before?.n);
  });
});

describe('POST /library/templates/ layout', () => {
  const image = async () => ({ name: 'pic.png', data: await makeImage(240, 180), type: 'image/png' });
  const layoutOf = async (id: number) =>
    (await t.database.db.select({ layout: templates.layout }).from(templates).where(eq(templates.id, id)))[0]?.layout;

  it('puts the caption in the band unless top and bottom text is chosen', async () => {
    const band = await upload(form({ file: await image(), fields: { ...FIELDS, title: 'Band by default' } }));
    expect(band.statusCode).toBe(201);
    expect(TemplateSchema.parse(band.json()).layout).toEqual({ kind: 'band' });

    const topBottom = await upload(
      form({ file: await image(), fields: { ...FIELDS, title: 'Classic', layout: 'top-bottom' } }),
    );
    expect(topBottom.statusCode).toBe(201);
    const template = TemplateSchema.parse(topBottom.json());
    expect(template.layout).toEqual({ kind: 'top-bottom' });
    expect(await layoutOf(template.id)).toEqual({ kind: 'top-bottom' });

    // Sent empty, as a form without a choice would: the band.
    const empty = await upload(form({ file: await image(), fields: { ...FIELDS, title: 'Empty layout', layout: '' } }));
    expect(TemplateSchema.parse(empty.json()).layout).toEqual({ kind: 'band' });
  });

  it('refuses any other layout with a 400 on the field, storing nothing', async () => {
    const filesNow = async () =>
      (await readdir(t.storage.root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
        .length;
    const [rowsBefore] = await t.database.db.select({ n: count() }).from(templates);
    const filesBefore = await filesNow();
    for (const layout of ['boxes', 'TOP-BOTTOM', '{"kind":"top-bottom"}']) {
      const response = await upload(form({ file: await image(), fields: { ...FIELDS, layout } }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ layout: ['The layout is band or top-bottom.'] });
    }
    const [rowsAfter] = await t.database.db.select({ n: count() }).from(templates);
    expect(rowsAfter?.n).toBe(rowsBefore?.n);
    expect(await filesNow()).toBe(filesBefore);
  });
});
