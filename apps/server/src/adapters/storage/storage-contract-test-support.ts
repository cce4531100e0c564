/**
 * What every MediaStorage promises, as one suite run against each store (the local folder and an
 * S3 API server): streamed round trips, a failed stream leaving the old object, "nothing here"
 * said before any byte, keys that cannot escape, plain URLs that serve the bytes with their type,
 * and signed links carrying their download name and a private, expiring cache lifetime.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { BadMediaKeyError, MediaNotFoundError, type MediaStorage } from '.';

export interface FetchedMedia {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

export interface StorageUnderTest {
  storage: MediaStorage;
  /** GETs a URL the store handed out, as a browser would. */
  fetchUrl(url: string): Promise<FetchedMedia>;
}

/** A stream of the bytes in uneven chunks, failing after `failAfter` bytes when given. */
export function chunked(bytes: Buffer, failAfter?: number): Readable {
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

export function describeMediaStorageContract(name: string, under: () => StorageUnderTest): void {
  describe(`${name}: the MediaStorage contract`, () => {
    let storage: MediaStorage;
    let fetchUrl: StorageUnderTest['fetchUrl'];
    beforeAll(() => {
      ({ storage, fetchUrl } = under());
    });

    it('answers its readiness check', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });

    it('stores a stream larger than one upload part and reads it back whole, as a stream and over HTTP', async () => {
      // Over 8 MiB: a bucket takes it as a multipart upload.
      const bytes = randomBytes(9 * 1024 * 1024 + 17);
      await storage.put('uploads/round-trip/clip.mp4', chunked(bytes), { contentType: 'video/mp4' });

      expect(await storage.exists('uploads/round-trip/clip.mp4')).toBe(true);
      expect((await collect(await storage.openRead('uploads/round-trip/clip.mp4'))).equals(bytes)).toBe(true);
      expect((await storage.read('uploads/round-trip/clip.mp4')).equals(bytes)).toBe(true);

      const response = await fetchUrl(await storage.url('uploads/round-trip/clip.mp4'));
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.body.equals(bytes)).toBe(true);
    });

    it('replaces an object whole, and keeps the old one when a stream fails half way', async () => {
      const first = Buffer.from('the first version');
      await storage.put('uploads/cut/photo.png', first, { contentType: 'image/png' });
      await expect(
        storage.put('uploads/cut/photo.png', chunked(randomBytes(1024 * 1024), 300_000), { contentType: 'image/png' }),
      ).rejects.toThrow('the upload was cut off');
      expect((await storage.read('uploads/cut/photo.png')).equals(first)).toBe(true);

      const second = randomBytes(2048);
      await storage.put('uploads/cut/photo.png', second, { contentType: 'image/png' });
      expect((await storage.read('uploads/cut/photo.png')).equals(second)).toBe(true);
    });

    it('says plainly when there is nothing under a key, before any stream is handed out', async () => {
      await expect(storage.openRead('uploads/nothing/here.png')).rejects.toBeInstanceOf(MediaNotFoundError);
      await expect(storage.read('uploads/nothing/here.png')).rejects.toBeInstanceOf(MediaNotFoundError);
      expect(await storage.exists('uploads/nothing/here.png')).toBe(false);
      await storage.delete('uploads/nothing/here.png');
      expect((await fetchUrl(await storage.url('uploads/nothing/here.png'))).status).toBe(404);
    });

    it('deletes: the object is gone for reads and over HTTP', async () => {
      await storage.put('memes/gone/soon.png', randomBytes(64), { contentType: 'image/png' });
      await storage.delete('memes/gone/soon.png');
      expect(await storage.exists('memes/gone/soon.png')).toBe(false);
      expect((await fetchUrl(await storage.url('memes/gone/soon.png'))).status).toBe(404);
    });

    it('keeps keys with spaces and non-Latin letters intact over HTTP', async () => {
      const bytes = randomBytes(128);
      const key = "memes/names/月曜日 café (1) it's-fine.png";
      await storage.put(key, bytes, { contentType: 'image/png' });
      const response = await fetchUrl(await storage.url(key));
      expect(response.status).toBe(200);
      expect(response.body.equals(bytes)).toBe(true);
    });

    it('refuses keys that climb out, start with a dot, have empty segments or characters URLs reserve', async () => {
      for (const key of [
        '../outside.txt',
        'uploads/../../outside.txt',
        '/etc/passwd',
        'uploads//x.png',
        '.hidden.png',
        'a\\..\\b',
        // Characters a URL reserves: a store could keep them but not serve them back.
        'memes/a+b.png',
        'memes/a#b.png',
        'memes/a?b.png',
        'memes/100%.png',
        'memes/a:b.png',
      ]) {
        await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toBeInstanceOf(
          BadMediaKeyError,
        );
        await expect(storage.read(key), key).rejects.toBeInstanceOf(BadMediaKeyError);
        await expect(storage.openRead(key), key).rejects.toBeInstanceOf(BadMediaKeyError);
        await expect(storage.exists(key), key).rejects.toBeInstanceOf(BadMediaKeyError);
        await expect(storage.delete(key), key).rejects.toBeInstanceOf(BadMediaKeyError);
        await expect(storage.url(key, { downloadName: 'x.txt' }), key).rejects.toBeInstanceOf(BadMediaKeyError);
      }
    });

    it('gives a public key its plain URL, and a private key a signed link that stays the same all hour', async () => {
      const bytes = randomBytes(256);
      await storage.put('templates/plain/drake.png', bytes, { contentType: 'image/png' });
      await storage.put('memes/private/mine.png', bytes, { contentType: 'image/png' });
      const plain = new URL(await storage.url('templates/plain/drake.png'), 'http://local');
      expect(plain.search).toBe('');
      expect((await fetchUrl(plain.href.replace('http://local', ''))).status).toBe(200);

      const hourBefore = Math.floor(Date.now() / 3_600_000);
      const first = await storage.url('memes/private/mine.png');
      const second = await storage.url('memes/private/mine.png');
      const hourAfter = Math.floor(Date.now() / 3_600_000);
      expect(new URL(first, 'http://local').search).toMatch(/signature=/i);
      if (hourBefore === hourAfter) expect(second).toBe(first);
      const fetched = await fetchUrl(first);
      expect(fetched.status).toBe(200);
      expect(fetched.body.equals(bytes)).toBe(true);
      expect(fetched.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    });

    describe('signed links', () => {
      const key = 'memes/signed/when-monday-hits.png';
      const bytes = randomBytes(4096);
      beforeAll(async () => {
        await storage.put(key, bytes, { contentType: 'image/png' });
      });

      it('serves a download link as an attachment under its name, cached privately until it expires', async () => {
        const response = await fetchUrl(
          await storage.url(key, { downloadName: 'memeforge-monday.png', expiresInSeconds: 600 }),
        );
        expect(response.status).toBe(200);
        expect(response.headers['content-disposition']).toBe('attachment; filename="memeforge-monday.png"');
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.headers['cache-control']).toMatch(/^private, max-age=(59\d|600)$/);
        expect(response.body.equals(bytes)).toBe(true);
      });

      it('names a download in UTF-8 when the name is not plain ASCII', async () => {
        const response = await fetchUrl(await storage.url(key, { downloadName: 'Café “lundi” 😩.png' }));
        expect(response.status).toBe(200);
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="Cafe _lundi_ __.png"; filename*=UTF-8''Caf%C3%A9%20%E2%80%9Clundi%E2%80%9D%20%F0%9F%98%A9.png`,
        );
      });

      it('serves an expiring link without a name inline', async () => {
        const response = await fetchUrl(await storage.url(key, { expiresInSeconds: 60 }));
        expect(response.status).toBe(200);
        expect(response.headers['content-disposition']).toBeUndefined();
        expect(response.body.equals(bytes)).toBe(true);
      });

      it('will not sign a link longer than a bucket could honour', async () => {
        await expect(storage.url(key, { expiresInSeconds: 8 * 24 * 60 * 60 })).rejects.toThrow(RangeError);
        await expect(storage.url(key, { expiresInSeconds: 0 })).rejects.toThrow(RangeError);
      });
    });
  });
}
