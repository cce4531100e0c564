/**
 * Signed media links for the local store: the key, the expiry and the download name under one
 * HMAC, so a link cannot be pointed at another file, renamed (a file of ours saved as
 * `invoice.exe`) or kept alive past its time. The route that serves the folder checks them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { assertMediaKey, type UrlOptions } from './types';

/** A download link given no expiry of its own: long enough to click, short enough not to be shared on. */
export const DEFAULT_LINK_SECONDS = 60 * 60;
/** A presigned S3 URL's ceiling, held here too so that moving to a bucket changes nothing. */
export const MAX_LINK_SECONDS = 7 * 24 * 60 * 60;

/**
 * A private file's link, handed out with the meme or upload it belongs to: signed at the start of
 * the current hour and good for five, so it lasts 4 to 5 hours and is the same URL all hour (a
 * browser keeps the file cached instead of fetching it again with every list it loads).
 */
export const PRIVATE_LINK_WINDOW_SECONDS = 60 * 60;
export const PRIVATE_LINK_SECONDS = 5 * PRIVATE_LINK_WINDOW_SECONDS;

export function privateLinkTimes(nowMs: number): { signedAt: number; expiresAt: number } {
  const signedAt = Math.floor(nowMs / 1000 / PRIVATE_LINK_WINDOW_SECONDS) * PRIVATE_LINK_WINDOW_SECONDS;
  return { signedAt, expiresAt: signedAt + PRIVATE_LINK_SECONDS };
}

/**
 * Private files' everyday links, remembered for the hour in which they stay the same
 * (`privateLinkTimes`): a list of memes hands out several per meme, and signing each anew was a
 * twentieth of a list request's CPU under load (on a bucket, a SigV4 presign each).
 */
export class EverydayLinks {
  readonly #links = new LRUCache<string, { signedAt: number; url: string }>({ max: 20_000 });

  async get(key: string, nowMs: number, make: () => string | Promise<string>): Promise<string> {
    const { signedAt } = privateLinkTimes(nowMs);
    const known = this.#links.get(key);
    if (known?.signedAt === signedAt) return known.url;
    const url = await make();
    this.#links.set(key, { signedAt, url });
    return url;
  }
}

/** How long a link asked for `expiresInSeconds` lasts: the default when unset, refused past a bucket's ceiling. */
export function linkSeconds(expiresInSeconds: number | undefined): number {
  const seconds = expiresInSeconds ?? DEFAULT_LINK_SECONDS;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_LINK_SECONDS) {
    throw new RangeError(`a media link lasts 1 to ${MAX_LINK_SECONDS} seconds, not ${seconds}`);
  }
  return seconds;
}

export const LINK_PARAMS = { expires: 'expires', name: 'name', signature: 'signature' } as const;

export type LinkVerdict =
  { ok: true; expiresAt: number; downloadName: string | undefined } | { ok: false; reason: 'invalid' | 'expired' };

/** A name safe in a header and a downloads folder: no control characters, quotes or path separators. */
export function cleanDownloadName(name: string): string {
  const cleaned = Array.from(
    name
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f"]/g, '')
      .replace(/[/\\]/g, '-')
      .trim(),
  )
    .slice(0, 200)
    .join('');
  if (!cleaned || cleaned === '.' || cleaned === '..')
    throw new Error(`unusable download name: ${JSON.stringify(name)}`);
  return cleaned;
}

/** RFC 5987's attr-char set: what encodeURIComponent leaves alone, less ' ( ) *. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment; filename="name"`, plus `filename*` in UTF-8 when the name is not plain ASCII (older
 * clients read the ASCII fallback, every current browser the exact name).
 */
export function attachmentDisposition(name: string): string {
  // eslint-disable-next-line no-control-regex
  const quoted = name.replace(/["\\\u0000-\u001f\u007f]/g, '');
  if (/^[\x20-\x7e]*$/.test(quoted)) return `attachment; filename="${quoted}"`;
  const fallback = quoted
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(quoted)}`;
}

export class MediaLinkSigner {
  readonly #key: Buffer;
  readonly #now: () => number;

  constructor(secretKey: string, now: () => number = Date.now) {
    // A key of its own, derived for this purpose, so a media signature can never pass for a session token.
    this.#key = createHmac('sha256', secretKey).update('media-links').digest();
    this.#now = now;
  }

  #signature(key: string, expiresAt: number, downloadName: string | undefined): Buffer {
    return createHmac('sha256', this.#key)
      .update(JSON.stringify([key, expiresAt, downloadName ?? null]))
      .digest();
  }

  /** The query string of a signed link to the key. */
  sign(key: string, options: UrlOptions): URLSearchParams {
    const seconds = linkSeconds(options.expiresInSeconds);
    return this.#signUntil(key, Math.floor(this.#now() / 1000) + seconds, options.downloadName);
  }

  /** The query string of a private file's everyday link (`privateLinkTimes`). */
  signPrivate(key: string): URLSearchParams {
    return this.#signUntil(key, privateLinkTimes(this.#now()).expiresAt, undefined);
  }

  #signUntil(key: string, expiresAt: number, name: string | undefined): URLSearchParams {
    assertMediaKey(key);
    const downloadName = name === undefined ? undefined : cleanDownloadName(name);
    const params = new URLSearchParams({ [LINK_PARAMS.expires]: String(expiresAt) });
    if (downloadName !== undefined) params.set(LINK_PARAMS.name, downloadName);
    params.set(LINK_PARAMS.signature, this.#signature(key, expiresAt, downloadName).toString('base64url'));
    return params;
  }

  /** Whether the query string is a link this signer made for this key, and still in time. */
  verify(key: string, params: URLSearchParams): LinkVerdict {
    const expires = params.getAll(LINK_PARAMS.expires);
    const names = params.getAll(LINK_PARAMS.name);
    const signatures = params.getAll(LINK_PARAMS.signature);
    if (expires.length !== 1 || signatures.length !== 1 || names.length > 1) return { ok: false, reason: 'invalid' };
    if (!/^\d{1,12}$/.test(expires[0]!)) return { ok: false, reason: 'invalid' };
    const expiresAt = Number(expires[0]);
    const downloadName = names[0];
    const expected = this.#signature(key, expiresAt, downloadName);
    const given = Buffer.from(signatures[0]!, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
    if (expiresAt * 1000 <= this.#now()) return { ok: false, reason: 'expired' };
    return { ok: true, expiresAt, downloadName };
  }

  /** Whole seconds left before the link expires (what a cache may keep the answer for). */
  secondsLeft(expiresAt: number): number {
    return Math.max(0, expiresAt - Math.ceil(this.#now() / 1000));
  }
}
