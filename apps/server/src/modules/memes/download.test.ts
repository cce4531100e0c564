/**
 * Downloading a finished meme, as it is or converted, on the real app: memes inserted with real
 * files in the test's storage, every converted file decoded.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { probeVideo } from '@memeforge/render/video';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ENDPOINTS, MESSAGES, type MemeDocument } from '@memeforge/contract';
import type { MemeRow, UserRow } from '../../db/schema';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeImage, makeVideo } from '../../test-support/media';
import { attachmentDisposition } from './download-service';
import { convertedFileKey, removeMemeConversions } from './meme-files';
import { feedFileKey } from './feed-export';
import { insertMemes } from './store';

let t: TestApp;
let owner: UserRow;
let headers: Record<string, string>;
const EIGHT_MB = 8 * 1024 * 1024;

beforeAll(async () => {
  t = await buildTestApp({ work: true });
  owner = await createTestUser(t.database);
  headers = await bearerFor(t, owner);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function documentOf(type: 1 | 2, caption: string, width: number, height: number): MemeDocument {
  return {
    version: 1,
    media: { source: 'upload', fileKey: `uploads/${randomUUID()}.bin`, type, width, height },
    layers: [{ text: caption, fontSize: null, align: 'center', color: null, offsetY: 0 }],
  };
}

interface MemeFile {
  bytes: Buffer;
  extension: string;
  contentType: string;
}

/** A meme of this user, finished with the file unless another status is given. */
async function addMeme(
  user: UserRow,
  options: {
    type: 1 | 2;
    caption?: string;
    file?: MemeFile;
    status?: MemeRow['status'];
    width?: number;
    height?: number;
  },
): Promise<{ id: string; fileKey: string | null }> {
  const id = randomUUID();
  const { type, file, caption = 'When the coffee machine breaks', status = 'finished' } = options;
  const fileKey = file ? `memes/${id}/meme.${file.extension}` : null;
  if (file && fileKey) await t.storage.put(fileKey, file.bytes, { contentType: file.contentType });
  await insertMemes(t.database.db, [
    {
      id,
      userId: user.id,
      type,
      unhingedLevel: 1,
      jobId: randomUUID(),
      status,
      fileKey,
      document: documentOf(type, caption, options.width ?? 320, options.height ?? 240),
      ...(status === 'failed' ? { error: MESSAGES.renderFailed } : {}),
    },
  ]);
  return { id, fileKey };
}

function download(memeId: string, format?: string, as: Record<string, string> = headers) {
  const query = format === undefined ? '' : `?format=${format}`;
  return t.app.inject({ method: 'GET', url: `${ENDPOINTS.memeDownload(memeId)}${query}`, headers: as });
}

async function writeTemp(bytes: Buffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'download-test-')), 'file.mp4');
  await writeFile(file, bytes);
  return file;
}

let png: MemeFile;
let clip: MemeFile;

beforeAll(async () => {
  png = { bytes: await makeImage(400, 300, 'png'), extension: 'png', contentType: 'image/png' };
  // A 5 s meme 720 px wide, portrait (the largest GIF for that width), with sound.
  clip = { bytes: await makeVideo(5, 720, 1280, 25), extension: 'mp4', contentType: 'video/mp4' };
}, 120_000);

describe('GET /memes/item/{id}/download/', () => {
  it('answers an image meme as it is, named after its caption, as a private attachment', async () => {
    const meme = await addMeme(owner, { type: 1, file: png, caption: 'When the Wi-Fi drops… it’s fine!' });
    for (const format of [undefined, 'original', 'png']) {
      const response = await download(meme.id, format);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="memeforge-when-the-wi-fi-drops-it-s-fine.png"',
      );
      expect(response.headers['cache-control']).toBe('private');
      expect(response.rawPayload.equals(png.bytes)).toBe(true);
    }
    // The file is its own PNG: nothing was converted.
    expect(await t.storage.exists(convertedFileKey(meme.fileKey!, 'png'))).toBe(false);
  });

  it('converts an image meme to JPEG once, then reads the stored conversion', async () => {
    const meme = await addMeme(owner, { type: 1, file: png, caption: 'Monday meetings' });
    const response = await download(meme.id, 'jpeg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toBe('attachment; filename="memeforge-monday-meetings.jpg"');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 300 });

    const cached = convertedFileKey(meme.fileKey!, 'jpeg');
    expect(cached).toBe(`${meme.fileKey}.jpg`);
    expect((await t.storage.read(cached)).equals(response.rawPayload)).toBe(true);
    // The second download is the stored file, whatever it holds.
    const marker = Buffer.from('the stored conversion');
    await t.storage.put(cached, marker, { contentType: 'image/jpeg' });
    const again = await download(meme.id, 'jpeg');
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(marker)).toBe(true);
  });

  it('converts a JPEG image meme to PNG', async () => {
    const jpeg = { bytes: await makeImage(200, 100, 'jpeg'), extension: 'jpg', contentType: 'image/jpeg' };
    const meme = await addMeme(owner, { type: 1, file: jpeg, caption: '🔥🔥' });
    const original = await download(meme.id);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.equals(jpeg.bytes)).toBe(true);
    expect((await download(meme.id, 'jpeg')).rawPayload.equals(jpeg.bytes)).toBe(true);

    const response = await download(meme.id, 'png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    // No words in the caption: the meme's id names it.
    expect(response.headers['content-disposition']).toBe(`attachment; filename="memeforge-${meme.id.slice(0, 8)}.png"`);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 200, height: 100 });
  });

  it('answers a video meme as its MP4, and as a GIF under 8 MB made once', async () => {
    const meme = await addMeme(owner, { type: 2, file: clip, caption: 'Dramatic zoom', width: 720, height: 1280 });
    const original = await download(meme.id, 'original');
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('video/mp4');
    expect(original.headers['content-disposition']).toBe('attachment; filename="memeforge-dramatic-zoom.mp4"');
    expect(original.rawPayload.equals(clip.bytes)).toBe(true);
    // Streamed from storage, not buffered: no length known up front.
    expect(original.headers['transfer-encoding']).toBe('chunked');

    const started = performance.now();
    const response = await download(meme.id, 'gif');
    const firstMs = Math.round(performance.now() - started);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['content-disposition']).toBe('attachment; filename="memeforge-dramatic-zoom.gif"');
    expect(response.headers['cache-control']).toBe('private');
    const gif = response.rawPayload;
    expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    console.info(
      `GIF of a 5 s 720x1280 video meme: ${(gif.length / 1024 / 1024).toFixed(2)} MB (${gif.length} bytes), ` +
        `first download ${firstMs} ms`,
    );
    expect(gif.length).toBeLessThan(EIGHT_MB);
    const metadata = await sharp(gif, { animated: true }).metadata();
    expect(metadata).toMatchObject({ format: 'gif', width: 270, pageHeight: 480 });
    expect(metadata.pages).toBeGreaterThanOrEqual(59);
    expect(metadata.pages).toBeLessThanOrEqual(61);

    const cached = convertedFileKey(meme.fileKey!, 'gif');
    expect((await t.storage.read(cached)).equals(gif)).toBe(true);
    const marker = Buffer.from('GIF89a stored');
    await t.storage.put(cached, marker, { contentType: 'image/gif' });
    const again = await download(meme.id, 'gif');
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(marker)).toBe(true);
  }, 120_000);

  it('gives the same GIF to two downloads asked for at the same time', async () => {
    const small = { bytes: await makeVideo(1, 320, 240), extension: 'mp4', contentType: 'video/mp4' };
    const meme = await addMeme(owner, { type: 2, file: small });
    const [first, second] = await Promise.all([download(meme.id, 'gif'), download(meme.id, 'gif')]);
    expect(first!.statusCode).toBe(200);
    expect(second!.statusCode).toBe(200);
    expect(first!.rawPayload.equals(second!.rawPayload)).toBe(true);
    expect(first!.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  }, 60_000);

  it('fits an image meme into each feed’s shape as a JPEG, kept for the next download and removed with the meme', async () => {
    const meme = await addMeme(owner, { type: 1, file: png, caption: 'Monday again' });
    const sizes = { square: [1080, 1080], portrait: [1080, 1350], story: [1080, 1920] } as const;
    for (const [shape, size] of Object.entries(sizes)) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${ENDPOINTS.memeDownload(meme.id)}?shape=${shape}&fill=black`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="memeforge-monday-again-${shape}.jpg"`,
      );
      const info = await sharp(response.rawPayload).metadata();
      expect([info.format, info.width, info.height]).toEqual(['jpeg', ...size]);
      expect(await t.storage.exists(feedFileKey(meme.fileKey!, shape as 'story', 'black', 'image'))).toBe(true);
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.memeDownload(meme.id)}?shape=circle`,
      headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('The shape is original, square, portrait or story.');
    const asPng = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.memeDownload(meme.id)}?format=png&shape=story`,
      headers,
    });
    expect(asPng.statusCode).toBe(400);
    expect(asPng.body).toContain(MESSAGES.feedShapeFormatUnavailable);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: ENDPOINTS.memeItemPattern.replace(':memeId', meme.id),
      headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await t.storage.exists(feedFileKey(meme.fileKey!, 'story', 'black', 'image'))).toBe(false);
  });

  it('re-encodes a video meme for Story as a 1080x1920 H.264 MP4; a shaped GIF is refused', async () => {
    const small = { bytes: await makeVideo(1, 320, 240), extension: 'mp4', contentType: 'video/mp4' };
    const meme = await addMeme(owner, { type: 2, file: small, caption: 'Zoom', width: 320, height: 240 });
    const response = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.memeDownload(meme.id)}?shape=story`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-disposition']).toBe('attachment; filename="memeforge-zoom-story.mp4"');
    const probe = await probeVideo(await writeTemp(response.rawPayload));
    expect([probe.videoCodec, probe.width, probe.height]).toEqual(['h264', 1080, 1920]);
    const gif = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.memeDownload(meme.id)}?format=gif&shape=story`,
      headers,
    });
    expect(gif.statusCode).toBe(400);
    expect(gif.body).toContain(MESSAGES.feedShapeGifUnavailable);
  }, 60_000);

  it('refuses a format the meme has not with a 400', async () => {
    const image = await addMeme(owner, { type: 1, file: png });
    const video = await addMeme(owner, { type: 2, file: clip });
    for (const [memeId, format] of [
      [image.id, 'gif'],
      [video.id, 'png'],
      [video.id, 'jpeg'],
    ] as const) {
      const response = await download(memeId, format);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ format: [MESSAGES.downloadFormatUnavailable] });
    }
    const unknown = await download(image.id, 'bmp');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ format: [MESSAGES.downloadFormatUnavailable] });
    expect(await t.storage.exists(convertedFileKey(video.fileKey!, 'png'))).toBe(false);
  });

  it("answers another user's meme and an unknown one 404, a malformed id 400", async () => {
    const other = await createTestUser(t.database);
    const theirs = await addMeme(other, { type: 1, file: png });
    for (const memeId of [theirs.id, randomUUID()]) {
      const response = await download(memeId, 'jpeg');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Meme not found.' });
    }
    expect(await t.storage.exists(convertedFileKey(theirs.fileKey!, 'jpeg'))).toBe(false);
    expect((await download('not-a-uuid')).statusCode).toBe(400);
  });

  it('answers 409 while the meme is being made, or when its render failed', async () => {
    for (const status of ['queued', 'started', 'processing'] as const) {
      const meme = await addMeme(owner, { type: 2, status });
      const response = await download(meme.id, 'gif');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: MESSAGES.memeNotReady });
    }
    const failed = await addMeme(owner, { type: 1, status: 'failed' });
    const response = await download(failed.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: MESSAGES.renderFailed });
  });

  it('needs a signed-in user', async () => {
    const meme = await addMeme(owner, { type: 1, file: png });
    const response = await download(meme.id, 'png', {});
    expect(response.statusCode).toBe(401);
  });

  it("removes the meme's conversions with it", async () => {
    const small = { bytes: await makeVideo(1, 320, 240), extension: 'mp4', contentType: 'video/mp4' };
    const video = await addMeme(owner, { type: 2, file: small });
    const image = await addMeme(owner, { type: 1, file: png });
    expect((await download(video.id, 'gif')).statusCode).toBe(200);
    expect((await download(image.id, 'jpeg')).statusCode).toBe(200);
    const keys = [video.fileKey!, convertedFileKey(video.fileKey!, 'gif'), image.fileKey!];
    keys.push(convertedFileKey(image.fileKey!, 'jpeg'));
    for (const key of keys) expect(await t.storage.exists(key)).toBe(true);

    for (const meme of [video, image]) {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: ENDPOINTS.memeItemPattern.replace(':memeId', meme.id),
        headers,
      });
      expect(deleted.statusCode).toBe(204);
    }
    for (const key of keys) expect(await t.storage.exists(key)).toBe(false);
    expect((await download(video.id, 'gif')).statusCode).toBe(404);
  }, 60_000);

  it('drops the conversions, not the file, when the file is drawn again', async () => {
    const meme = await addMeme(owner, { type: 1, file: png });
    expect((await download(meme.id, 'jpeg')).statusCode).toBe(200);
    const cached = convertedFileKey(meme.fileKey!, 'jpeg');
    expect(await t.storage.exists(cached)).toBe(true);
    await removeMemeConversions(t.storage, meme.fileKey!);
    expect(await t.storage.exists(cached)).toBe(false);
    expect(await t.storage.exists(meme.fileKey!)).toBe(true);
  });

  it('is in the OpenAPI document with its answers', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: ENDPOINTS.openapi })).json<{
      paths: Record<string, { get?: { responses: Record<string, unknown>; parameters: { name: string }[] } }>;
    }>();
    const operation = spec.paths['/memes/item/{memeId}/download/']?.get;
    expect(Object.keys(operation!.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '409', '503']),
    );
    expect(operation!.parameters.map((parameter) => parameter.name).sort()).toEqual([
      'fill',
      'format',
      'memeId',
      'shape',
    ]);
    expect(JSON.stringify(operation!.responses['200'])).toContain('binary');
  });
});

describe('attachmentDisposition', () => {
  it('quotes an ASCII name, and adds an RFC 5987 name for any other', () => {
    expect(attachmentDisposition('memeforge-cats.png')).toBe('attachment; filename="memeforge-cats.png"');
    expect(attachmentDisposition('mème "chat".gif')).toBe(
      `attachment; filename="m_me _chat_.gif"; filename*=UTF-8''m%C3%A8me%20%22chat%22.gif`,
    );
  });
});
