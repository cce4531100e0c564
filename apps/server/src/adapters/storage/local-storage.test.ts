import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITING_DIR } from './local-storage';
import { buildTestApp, TEST_SECRET_KEY, type TestApp } from '../../test-support';
import { BadMediaKeyError, LocalMediaStorage } from '.';
import { chunked, describeMediaStorageContract } from './storage-contract-test-support';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

/** Every file under the folder, temporary ones included. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describeMediaStorageContract('the local folder', () => ({
  storage: t.storage,
  async fetchUrl(url) {
    const response = await t.app.inject({ method: 'GET', url });
    return {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
      body: response.rawPayload,
    };
  },
}));

describe('local media storage: files on disk', () => {
  it('leaves only the finished file, also when a stream fails half way', async () => {
    await t.storage.put('uploads/disk/clip.mp4', chunked(randomBytes(300_000)), { contentType: 'video/mp4' });
    await expect(
      t.storage.put('uploads/disk/clip.mp4', chunked(randomBytes(1024 * 1024), 300_000), { contentType: 'video/mp4' }),
    ).rejects.toThrow('the upload was cut off');
    expect(await filesUnder(path.join(t.storage.root, 'uploads/disk'))).toEqual(['clip.mp4']);
    expect(await filesUnder(path.join(t.storage.root, WRITING_DIR))).toEqual([]);
  });

  it('removes what ended processes left half-written (a SIGKILL mid-write), never what a running one is writing', async () => {
    const writing = path.join(t.storage.root, WRITING_DIR);
    await mkdir(writing, { recursive: true });
    // A process that has ended: its id, once it exits.
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    const left = (pid: number) => `${pid}-${randomUUID()}.tmp`;
    const killedMidWrite = left(ended);
    const running = [left(process.pid), left(process.ppid)];
    for (const name of [killedMidWrite, ...running]) await writeFile(path.join(writing, name), randomBytes(64));

    expect(await t.storage.removeHalfWritten()).toBe(1);
    expect((await filesUnder(writing)).sort()).toEqual([...running].sort());
    // Never served: no key has a segment starting with a dot.
    const response = await t.app.inject({ method: 'GET', url: `/media/${WRITING_DIR}/${running[0]}` });
    expect(response.statusCode).toBe(404);
    for (const name of running) await rm(path.join(writing, name));
  });

  it('serves a private file only through its signed link: without it, the file is not there', async () => {
    await t.storage.put('memes/own/private.png', randomBytes(64), { contentType: 'image/png' });
    const signed = await t.storage.url('memes/own/private.png');
    expect((await t.app.inject({ method: 'GET', url: signed })).statusCode).toBe(200);
    for (const url of [
      '/media/memes/own/private.png',
      '/media/memes/own/private.png?download=1',
      '/media/uploads/7/x.png',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    await t.storage.put('templates/own/drake.png', randomBytes(64), { contentType: 'image/png' });
    const publicFile = await t.app.inject({ method: 'GET', url: await t.storage.url('templates/own/drake.png') });
    expect(publicFile.statusCode).toBe(200);
    expect(publicFile.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a JSON 404 over HTTP for a file that is not there', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/memes/nothing/here.png' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('local media storage: signed links', () => {
  const key = 'memes/signed/when-monday-hits.png';
  const bytes = randomBytes(4096);

  beforeAll(async () => {
    await t.storage.put(key, bytes, { contentType: 'image/png' });
    await t.storage.put('memes/signed/someone-else.png', randomBytes(64), { contentType: 'image/png' });
  });

  it('gives a public file its plain URL when asked for nothing more', async () => {
    expect(await t.storage.url('templates/signed/drake.png')).toBe('/media/templates/signed/drake.png');
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
      // Refused as a private key without its link (404), or as a bad link or path (403).
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain(secret);
    }
  });
});

describe('local media storage: ?download= never fails on the name', () => {
  it('answers a malformed % sequence with a 400, not a 500', async () => {
    await t.storage.put('templates/download/plain.png', randomBytes(64), { contentType: 'image/png' });
    // In the file's path: no key can be read from it.
    for (const url of [
      '/media/templates/download/pl%E0%A4%A.png?download=1',
      '/media/templates/download/%ZZplain.png?download=1',
      '/media/templates/download/%ED%A0%80.png?download=1',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
    // In the parameter's value: the name comes from the key, so the value does not matter.
    for (const url of [
      '/media/templates/download/plain.png?download=%E0%A4%A',
      '/media/templates/download/plain.png?download=%',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-disposition'], url).toBe('attachment; filename="plain.png"');
    }
  });

  it('names a file whose name is not Latin-1 in UTF-8 (filename*)', async () => {
    const bytes = randomBytes(64);
    await t.storage.put('templates/download/月曜日-😩.png', bytes, { contentType: 'image/png' });
    const response = await t.app.inject({
      method: 'GET',
      url: `${await t.storage.url('templates/download/月曜日-😩.png')}?download=1`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="___-__.png"; filename*=UTF-8''${encodeURIComponent('月曜日-😩.png')}`,
    );
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });
});
