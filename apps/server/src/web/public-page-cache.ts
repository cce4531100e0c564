/**
 * Public pages rendered for visitors without a session, kept briefly in this process (decision
 * 050). The landing page, the pricing and legal pages and the public template pages are the same
 * for every such visitor, and each render costs tens of milliseconds of React on the event loop:
 * under load, rendering them once every few seconds instead of once a request is what keeps the
 * other answers fast.
 *
 * What may go stale is bounded: a kept page lives `PUBLIC_PAGE_TTL_MS` at most, and every kept
 * page is dropped at once when any process announces a change to the template library (the
 * 'template-searches' notice), or when this process may have missed notices. Pages whose data must
 * show a change the moment it happens (a shared meme's, which stops being public when sharing
 * stops) say so through their loader (`LoadedPageData.alwaysFresh`) and are never kept. Signed-in
 * renders carry the person's header and are never kept either: the caller asks only for
 * sessionless requests.
 *
 * The compressed body is kept beside the page, per encoding, made the first time it is asked for.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { onChange, onNoticesMissed } from '../db/change-notices';
import type { Db } from '../db/types';

/** How long a page is kept: what a visitor may see of an unannounced change's delay. */
export const PUBLIC_PAGE_TTL_MS = 5_000;
/** Pages kept at most (each some tens of KB, plus its compressed copies). */
const MAX_PAGES = 200;
/** Longer addresses are rendered every time: nobody links them, and they would only crowd the cache. */
const MAX_KEPT_URL_LENGTH = 300;

export type PageEncoding = 'br' | 'gzip';

export interface KeptPage {
  status: number;
  html: string;
  /** The Cache-Control the page was answered with. */
  cacheControl: string;
}

interface Entry extends KeptPage {
  encoded: Map<PageEncoding, Promise<Buffer>>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// Made once and served many times: a higher brotli quality than per-request answers can afford.
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } };

export class PublicPageCache {
  readonly #pages: LRUCache<string, Entry>;
  readonly #keeps: boolean;

  /** `ttlMs` 0 keeps nothing (every request renders). */
  constructor(db: Db, ttlMs = PUBLIC_PAGE_TTL_MS) {
    this.#keeps = ttlMs > 0;
    this.#pages = new LRUCache<string, Entry>({ max: MAX_PAGES, ttl: Math.max(ttlMs, 1) });
    onChange(db, 'template-searches', () => this.#pages.clear());
    onNoticesMissed(db, () => this.#pages.clear());
  }

  get(url: string): KeptPage | undefined {
    return this.#pages.get(url);
  }

  keep(url: string, page: KeptPage): void {
    if (!this.#keeps || url.length > MAX_KEPT_URL_LENGTH) return;
    this.#pages.set(url, { ...page, encoded: new Map() });
  }

  /** The kept page's body in `encoding`, compressed once and then reused. */
  encoded(url: string, page: KeptPage, encoding: PageEncoding): Promise<Buffer> {
    const entry = this.#pages.peek(url);
    const existing = entry === page ? entry.encoded.get(encoding) : undefined;
    if (existing) return existing;
    const made = encoding === 'br' ? brotli(page.html, BROTLI_OPTIONS) : gzipped(page.html, { level: 9 });
    if (entry === page) entry.encoded.set(encoding, made);
    return made;
  }
}
