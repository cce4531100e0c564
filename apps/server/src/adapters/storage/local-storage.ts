import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '@memeforge/contract';
import { isProcessRunning } from '@memeforge/render/media';
import { localMediaRoutes } from './local-routes';
import { EverydayLinks, MediaLinkSigner } from './signed-links';
import {
  assertMediaKey,
  BadMediaKeyError,
  isPublicMediaKey,
  MediaNotFoundError,
  type MediaStorage,
  type PutOptions,
  type UrlOptions,
} from './types';

/**
 * Where files are written before they are whole, inside the media folder (so on its file system,
 * and the rename into place is atomic) but never served: no key has a segment starting with a dot.
 * Each is named after the process writing it (`<pid>-<uuid>.tmp`), so a start after a SIGKILL can
 * tell which ones a killed process left (decision 049).
 */
export const WRITING_DIR = '.writing';
const WRITING_FILE = /^(\d+)-[0-9a-f-]{36}\.tmp$/;

const isMissing = (error: unknown) =>
  error instanceof Error &&
  ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR');

/**
 * Files under DATA_DIR/media, served by this store's own routes at /media/: public keys to anyone,
 * private ones only through a signed link.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly routes: FastifyPluginAsync;
  /** Served by the app itself, at its own origin. */
  readonly origins: readonly string[] = [];
  readonly #root: string;
  readonly #links: MediaLinkSigner;
  readonly #everyday = new EverydayLinks();
  readonly #now: () => number;

  /** `now` lets a test mint a link that has already expired. */
  constructor(
    readonly root: string,
    secretKey: string,
    now: () => number = Date.now,
  ) {
    this.#root = path.resolve(root);
    this.#links = new MediaLinkSigner(secretKey, now);
    this.#now = now;
    this.routes = localMediaRoutes({ root: this.#root, links: this.#links });
  }

  #path(key: string): string {
    assertMediaKey(key);
    const resolved = path.resolve(this.#root, key);
    // The key check already rules this out; a second look costs nothing where a mistake would expose the disk.
    if (!resolved.startsWith(this.#root + path.sep)) throw new BadMediaKeyError(key);
    return resolved;
  }

  /** The folder exists (made on first use) and this process may write to it. */
  async check(): Promise<void> {
    await mkdir(this.#root, { recursive: true });
    await access(this.#root, constants.W_OK);
  }

  async put(key: string, body: Buffer | Readable, _options: PutOptions): Promise<void> {
    const target = this.#path(key);
    const writing = path.join(this.#root, WRITING_DIR);
    await Promise.all([mkdir(path.dirname(target), { recursive: true }), mkdir(writing, { recursive: true })]);
    // Written whole first, then renamed into place: a reader sees the old file or the whole new one.
    const temporary = path.join(writing, `${process.pid}-${randomUUID()}.tmp`);
    try {
      if (Buffer.isBuffer(body)) await writeFile(temporary, body, { flag: 'wx' });
      else await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async removeHalfWritten(): Promise<number> {
    const writing = path.join(this.#root, WRITING_DIR);
    const names = await readdir(writing).catch(() => [] as string[]);
    // A file of a running process (this one, another on the machine) is being written: left alone.
    const ended = names.filter((name) => {
      const pid = Number(WRITING_FILE.exec(name)?.[1]);
      return pid > 0 && pid !== process.pid && !isProcessRunning(pid);
    });
    await Promise.all(ended.map((name) => rm(path.join(writing, name), { force: true })));
    return ended.length;
  }

  async openRead(key: string): Promise<Readable> {
    const file = this.#path(key);
    // Opened here, not lazily by the stream, so a missing file rejects this call instead of
    // surfacing later as a stream error in whoever is piping it.
    const handle = await open(file, 'r').catch((error: unknown) => {
      throw isMissing(error) ? new MediaNotFoundError(key) : error;
    });
    return handle.createReadStream();
  }

  async read(key: string): Promise<Buffer> {
    const file = this.#path(key);
    try {
      return await readFile(file);
    } catch (error) {
      throw isMissing(error) ? new MediaNotFoundError(key) : error;
    }
  }

  async exists(key: string): Promise<boolean> {
    const file = this.#path(key);
    try {
      return (await stat(file)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  async url(key: string, options: UrlOptions = {}): Promise<string> {
    const plain = `${ENDPOINTS.media}${key.split('/').map(encodeURIComponent).join('/')}`;
    if (options.downloadName === undefined && options.expiresInSeconds === undefined) {
      if (isPublicMediaKey(key)) return plain;
      return this.#everyday.get(key, this.#now(), () => `${plain}?${this.#links.signPrivate(key).toString()}`);
    }
    return `${plain}?${this.#links.sign(key, options).toString()}`;
  }
}
