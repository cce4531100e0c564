import { randomBytes } from 'node:crypto';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_SECRET_KEY, type TestApp } from '../../test-support';
import { BadMediaKeyError, LocalMediaStorage, MediaNotFoundError } from '.';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

/** A stream of `total` bytes in uneven chunks, failing after `failAfter` bytes when given. */
function chunked(bytes: Buffer, failAfter?: number): Readable {
  return Readable.from(
    (async function* () {
      for (let offset = 0; offset < bytes.length; offset += 65_521) {
        if (failAfter !== undefined && offset >= failAfter) throw new Error('the upload was cut off');
        yield bytes.subarray(offset, offset + 65_521);
      }
    })(),
  );
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every file under the folder, temporary ones included. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('local media storage: streams', () => {
  it('stores a stream as it arrives and reads it back whole, as a stream and over HTTP', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    await t.storage.put('uploads/round-trip/clip.mp4', chunked(bytes), { contentType: 'video/mp4' });

    expect(await t.storage.exists('uploads/round-trip/clip.mp4')).toBe(true);
    expect((await collect(await t.storage.openRead('uploads/round-trip/clip.mp4'))).equals(bytes)).toBe(true);
    expect((await t.storage.read('uploads/round-trip/clip.mp4')).equals(bytes)).toBe(true);
    expect(await filesUnder(path.join(t.storage.root, 'uploads/round-trip'))).toEqual(['clip.mp4']);

    const response = await t.app.inject({ method: 'GET', url: await t.storage.url('uploads/round-trip/clip.mp4') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('keeps the old file and leaves no trace when a stream fails half way', async () => {
    const before = Buffer.from('the first version');
    await t.storage.put('uploads/cut/photo.png', before, { contentType: 'image/png' });
    await expect(
      t.storage.put('uploads/cut/photo.png', chunked(randomBytes(1024 * 1024), 300_000), { contentType: 'image/png' }),
    ).rejects.toThrow('the upload was cut off');

    expect((await t.storage.read('uploads/cut/photo.png')).equals(before)).toBe(true);
    expect(await filesUnder(path.join(t.storage.root, 'uploads/cut'))).toEqual(['photo.png']);
  });

  it('answers a JSON 404 over HTTP for a file that is not there', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/memes/nothing/here.png' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('says plainly when there is nothing under a key, before any stream is handed out', async () => {
    await expect(t.storage.openRead('uploads/nothing/here.png')).rejects.toBeInstanceOf(MediaNotFoundError);
    await expect(t.storage.read('uploads/nothing/here.png')).rejects.toBeInstanceOf(MediaNotFoundError);
    expect(await t.storage.exists('uploads/nothing/here.png')).toBe(false);
    await t.storage.delete('uploads/nothing/here.png');
  });
});

describe('local media storage: signed links', () => {
  const key = 'memes/signed/when-monday-hits.png';
  const bytes = randomBytes(4096);

  beforeAll(async () => {
    await t.storage.put(key, bytes, { contentType: 'image/png' });
    await t.storage.put('memes/signed/someone-else.png', randomBytes(64), { contentType: 'image/png' });
  });

  it('gives the plain public URL when asked for nothing more', async () => {
    expect(await t.storage.url(key)).toBe('/media/memes/signed/when-monday-hits.png');
  });

  it('serves a signed download link as an attachment under the name it carries', async () => {
    const url = await t.storage.url(key, { downloadName: 'memeforge-monday.png', expiresInSeconds: 600 });
    expect(url).toMatch(/^\/media\/memes\/signed\/when-monday-hits\.png\?expires=\d+&name=.+&signature=/);

    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="memeforge-monday.png"');
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=(59\d|600)$/);
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('names a download in UTF-8 when the name is not plain ASCII', async () => {
    const url = await t.storage.url(key, { downloadName: 'Café “lundi” 😩.png' });
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Cafe _lundi_ __.png"; filename*=UTF-8''Caf%C3%A9%20%E2%80%9Clundi%E2%80%9D%20%F0%9F%98%A9.png`,
    );
  });

  it('serves an expiring link without a name inline', async () => {
    const response = await t.app.inject({ method: 'GET', url: await t.storage.url(key, { expiresInSeconds: 60 }) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('refuses a link whose name, file, expiry or signature was changed', async () => {
    const url = new URL(await t.storage.url(key, { downloadName: 'memeforge-monday.png' }), 'http://local');
    const tampered = (change: (url: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return `${copy.pathname}${copy.search}`;
    };
    const attempts = [
      tampered((u) => u.searchParams.set('name', 'invoice.exe')),
      tampered((u) => (u.pathname = '/media/memes/signed/someone-else.png')),
      tampered((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 86_400))),
      tampered((u) => u.searchParams.set('signature', 'A'.repeat(43))),
      tampered((u) => u.searchParams.delete('signature')),
      tampered((u) => u.searchParams.append('name', 'second.png')),
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ method: 'GET', url: attempt });
      expect(response.statusCode, attempt).toBe(403);
      expect(response.json()).toEqual({ detail: 'This download link is not valid.' });
      expect(response.headers['content-disposition']).toBeUndefined();
    }
  });

  it('refuses a link signed under another secret', async () => {
    const elsewhere = new LocalMediaStorage(t.storage.root, 'another-secret-key-that-is-long-enough-0123');
    const response = await t.app.inject({ method: 'GET', url: await elsewhere.url(key, { downloadName: 'x.png' }) });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a link past its expiry', async () => {
    // The same store and secret, with a clock two hours behind: its ten-minute link ended long ago.
    const earlier = new LocalMediaStorage(t.storage.root, TEST_SECRET_KEY, () => Date.now() - 2 * 60 * 60 * 1000);
    const url = await earlier.url(key, { downloadName: 'memeforge-monday.png', expiresInSeconds: 600 });
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'This download link has expired.' });
  });

  it('will not sign a link longer than a bucket could honour', async () => {
    await expect(t.storage.url(key, { expiresInSeconds: 8 * 24 * 60 * 60 })).rejects.toThrow(RangeError);
    await expect(t.storage.url(key, { expiresInSeconds: 0 })).rejects.toThrow(RangeError);
  });
});

describe('local media storage: keys stay inside the folder', () => {
  const secret = 'nothing outside the media folder is served';
  let sibling: string;

  beforeAll(async () => {
    sibling = path.join(path.dirname(t.storage.root), `outside-${path.basename(t.storage.root)}.txt`);
    await writeFile(sibling, secret);
  });

  afterAll(async () => {
    await rm(sibling, { force: true });
  });

  it('refuses keys that climb out, start with a dot or have empty segments', async () => {
    const name = path.basename(sibling);
    for (const key of [
      `../${name}`,
      `uploads/../../${name}`,
      '/etc/passwd',
      'uploads//x.png',
      '.hidden.png',
      'a\\..\\b',
    ]) {
      await expect(t.storage.put(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toBeInstanceOf(
        BadMediaKeyError,
      );
      await expect(t.storage.read(key), key).rejects.toBeInstanceOf(BadMediaKeyError);
      await expect(t.storage.openRead(key), key).rejects.toBeInstanceOf(BadMediaKeyError);
      await expect(t.storage.delete(key), key).rejects.toBeInstanceOf(BadMediaKeyError);
      await expect(t.storage.url(key, { downloadName: 'x.txt' }), key).rejects.toBeInstanceOf(BadMediaKeyError);
    }
  });

  it('serves nothing outside the folder over HTTP, signed or not', async () => {
    const name = path.basename(sibling);
    for (const url of [
      `/media/..%2F${name}`,
      `/media/%2E%2E%2F${name}`,
      `/media/..%2F${name}?download=1`,
      `/media/..%2F${name}?expires=9999999999&name=x.txt&signature=AAAA`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.body, url).not.toContain(secret);
    }
  });
});

describe('local media storage: ?download= never fails on the name', () => {
  it('answers a malformed % sequence with a 400, not a 500', async () => {
    await t.storage.put('memes/download/plain.png', randomBytes(64), { contentType: 'image/png' });
    // In the file's path: no key can be read from it.
    for (const url of [
      '/media/memes/download/pl%E0%A4%A.png?download=1',
      '/media/memes/download/%ZZplain.png?download=1',
      '/media/memes/download/%ED%A0%80.png?download=1',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
    // In the parameter's value: the name comes from the key, so the value does not matter.
    for (const url of [
      '/media/memes/download/plain.png?download=%E0%A4%A',
      '/media/memes/download/plain.png?download=%',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-disposition'], url).toBe('attachment; filename="plain.png"');
    }
  });

  it('names a file whose name is not Latin-1 in UTF-8 (filename*)', async () => {
    const bytes = randomBytes(64);
    await t.storage.put('memes/download/月曜日-😩.png', bytes, { contentType: 'image/png' });
    const response = await t.app.inject({
      method: 'GET',
      url: `${await t.storage.url('memes/download/月曜日-😩.png')}?download=1`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="___-__.png"; filename*=UTF-8''${encodeURIComponent('月曜日-😩.png')}`,
    );
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });
});
