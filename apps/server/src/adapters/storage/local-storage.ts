import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ENDPOINTS } from '@memeforge/contract';
import type { MediaStorage } from './types';

/** Files under DATA_DIR/media, served by the media plugin at /media/. */
export class LocalMediaStorage implements MediaStorage {
  constructor(readonly root: string) {}

  #path(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`bad media key: ${key}`);
    return resolved;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.#path(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, target);
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.#path(key));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await stat(this.#path(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  urlFor(key: string): string {
    return `${ENDPOINTS.media}${key.split('/').map(encodeURIComponent).join('/')}`;
  }
}
