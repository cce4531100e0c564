import type { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';

export interface PutOptions {
  /** Kept with the object by stores that serve it themselves (a bucket); local files go by extension. */
  contentType: string;
}

export interface UrlOptions {
  /** Served as an attachment under this name (a Content-Disposition header) rather than inline. */
  downloadName?: string;
  /**
   * How long the link works. Signed links always expire: without this, a download link lasts
   * DEFAULT_LINK_SECONDS. Longer than MAX_LINK_SECONDS is refused, because a presigned S3 URL
   * cannot live longer and callers must not come to rely on it.
   */
  expiresInSeconds?: number;
}

/**
 * Where media files live (templates, uploads, renders): the local folder by default, a bucket
 * later, behind this one interface. Keys are relative paths with `/` between segments; a segment
 * may not be empty or start with a dot, so no key escapes the store or hides among its temporary
 * files, and holds no character a URL reserves (`assertMediaKey`).
 */
export interface MediaStorage {
  /**
   * Stores the body under the key, atomically: a reader sees the old file or the whole new one,
   * never part of one. A stream is written as it arrives, so a large upload is never held in
   * memory. Keys are content-addressed, so writing one twice is harmless.
   */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** The file as a stream; rejects with MediaNotFoundError before any byte when there is none. */
  openRead(key: string): Promise<Readable>;
  /** The whole file in memory: for small files only (an image to decode); use openRead otherwise. */
  read(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Rejects when the store cannot take files now (the readiness check asks). */
  check(): Promise<void>;
  /**
   * Removes the files that processes which have ended (killed mid-write) left half-written, and
   * answers how many; run at start. A store that writes nothing of its own before a file is whole
   * (a bucket) has none to remove.
   */
  removeHalfWritten?(): Promise<number>;
  /**
   * The URL a browser fetches the file from. Without options: for a public key
   * (`isPublicMediaKey`), the plain URL, stable enough to cache in a page; for a private one, a
   * signed link that lasts 4 to 5 hours and stays the same URL for an hour (`privateLinkTimes`), so
   * a browser keeps the bytes cached. With a download name or an expiry, a signed link that carries
   * both, so nobody can change the name or stretch the time. Signed links are served by the local
   * store's own route, and are presigned URLs on a bucket.
   */
  url(key: string, options?: UrlOptions): Promise<string>;
  /**
   * The origins its URLs point to other than the app's own (a bucket, its CDN), for the
   * Content-Security-Policy; none for a store the app serves itself.
   */
  readonly origins: readonly string[];
  /**
   * HTTP routes the store needs from the app (the local store serves its folder and checks its
   * signed links); a bucket serves its own files and has none.
   */
  readonly routes?: FastifyPluginAsync;
}

/**
 * What anyone may fetch by its plain URL: the template library, the landing page's showcase and
 * shared memes' public copies. Everything else, a person's memes and uploads above all, is private:
 * reachable only through a signed link the API hands to its owner.
 */
export const PUBLIC_MEDIA_PREFIXES = ['templates/', 'showcase/', 'shares/'] as const;

export function isPublicMediaKey(key: string): boolean {
  return PUBLIC_MEDIA_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** Nothing is stored under the key. */
export class MediaNotFoundError extends Error {
  override name = 'MediaNotFoundError';

  constructor(readonly key: string) {
    super(`no media stored under ${key}`);
  }
}

/** A key that could reach outside the store, or name one of its temporary files. */
export class BadMediaKeyError extends Error {
  override name = 'BadMediaKeyError';

  constructor(readonly key: string) {
    super(`bad media key: ${JSON.stringify(key)}`);
  }
}

/**
 * ASCII letters, digits, spaces and the few marks a URL path carries as they are, and any printable
 * character beyond ASCII (accents, scripts, emoji). The ASCII characters URLs reserve
 * (`+ # ? % , ; = & @ $ :`) are refused: routers and buckets disagree on decoding them, so a key
 * holding one could be stored and then not served.
 */
const KEY_SEGMENT = /^(?:[A-Za-z0-9 _.~()!'*-]|[^\p{ASCII}\p{C}\p{Z}])+$/u;

export function assertMediaKey(key: string): void {
  const segments = key.split('/');
  const bad = segments.some((segment) => segment.startsWith('.') || !KEY_SEGMENT.test(segment));
  if (bad) throw new BadMediaKeyError(key);
}
