/** What the editor's tests share: multipart bodies (buffered or streamed), and counting what a call left behind. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { mediaTools, runTool } from '@memeforge/render/media';
import { WRITING_DIR } from '../../adapters/storage/local-storage';
import { memes } from '../../db/schema';
import type { TestApp } from '../../test-support';
import { UPLOAD_TEMP_PREFIX } from './editor-form';

export interface FilePart {
  name: string;
  data: Buffer;
  type: string;
}

/** A multipart body from fields and files, in the order given. */
export async function multipart(
  parts: Record<string, string | FilePart | undefined>,
): Promise<{ payload: Buffer; contentType: string }> {
  const data = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    if (typeof value === 'string') data.append(key, value);
    else data.append(key, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
  }
  const request = new Request('http://local/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/**
 * A multipart body with one file of `size` bytes (its first bytes `head`, then zeros), streamed in
 * 1 MB pieces: a 101 MB upload without holding 101 MB.
 */
export function streamedMultipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; head: Buffer; size: number },
): { payload: Readable; contentType: string } {
  const boundary = `----editor-test-${randomUUID()}`;
  const chunk = Buffer.alloc(1024 * 1024);
  function* body() {
    for (const [key, value] of Object.entries(fields)) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`);
    }
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    );
    yield file.head;
    let left = file.size - file.head.length;
    while (left > 0) {
      const piece = Math.min(left, chunk.length);
      yield piece === chunk.length ? chunk : chunk.subarray(0, piece);
      left -= piece;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Files stored under the test app's media folder. Not the files being written, in the store's
 * `.writing/` until they are whole: a render still under way in the background writes there, and
 * that none is left there for ever is local-storage.test's and the fault test's to check.
 */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const entries = await readdir(t.storage.root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`.slice(t.storage.root.length + 1))
    .filter((file) => !file.startsWith(`${WRITING_DIR}/`))
    .sort();
}

/** A meme's card picture (`….320w.webp`, memes/meme-files.ts thumbnailFileKey). */
const CARD_PICTURE = /\.\d+w\.webp$/;

/**
 * The files a refused call could have left: every stored file but card pictures, which a render
 * job adds beside a meme's file after it finished (an earlier call's job, still at work). A
 * refused call that stored a meme would leave its file, which this still shows.
 */
export async function storedFilesButCardPictures(t: TestApp): Promise<string[]> {
  return (await storedFiles(t)).filter((file) => !CARD_PICTURE.test(file));
}

/** The editor's temporary upload folders that exist now. */
export async function uploadTempDirs(): Promise<string[]> {
  return (await readdir(tmpdir())).filter((name) => name.startsWith(UPLOAD_TEMP_PREFIX));
}

export async function memeCount(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(memes).where(eq(memes.userId, userId));
  return row?.n ?? 0;
}

/** An MP4 (brand isom, so it reads as video/mp4) holding only a sine tone: a "clip" with no picture. */
export async function makeAudioOnlyMp4(seconds = 2): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'editor-audio-'));
  try {
    const output = path.join(dir, 'sound.mp4');
    const args = ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i'];
    args.push(`sine=frequency=440:duration=${seconds}`, '-c:a', 'aac', '-f', 'mp4', output);
    await runTool(mediaTools().ffmpegPath, args, { deadline: performance.now() + 30_000, timeoutMs: 30_000 });
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
