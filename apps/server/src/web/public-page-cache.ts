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
/**
 * How long past its time a page may still be answered while one visit renders its replacement,
 * instead of every visit that arrives in the meantime rendering it too (under load, 200 visitors
 * rendering the landing page at once held every answer for over a second).
 */
export const PUBLIC_PAGE_STALE_MS = 60_000;
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

/** A page as rendered for a visitor without a session, and whether it may be kept. */
/**
 * Renders the page at an address for visitors without a session. `forKeeping` says the page may be
 * kept and answered many times (worth extra work once, like cutting its styles to what it shows).
 */
export type RenderVisitorPage = (forKeeping: boolean) => Promise<VisitorPage>;

export interface VisitorPage extends KeptPage {
  /** False for pages that must show a change at once (a shared meme's): never kept nor shared. */
  keep: boolean;
}

interface Entry extends KeptPage {
  madeAt: number;
  encoded: Map<PageEncoding, Promise<Buffer>>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// Made once and served many times: a higher brotli quality than per-request answers can afford.
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } };

export class PublicPageCache {
  readonly #pages: LRUCache<string, Entry>;
  readonly #ttlMs: number;
  /** Renders under way, by address: visits that find no page wait for the one render. */
  readonly #rendering = new Map<string, Promise<VisitorPage>>();
  /** Counts the drops, so a render that began before one is not kept after it. */
  #generation = 0;

  /** `ttlMs` 0 keeps nothing (every request renders). */
  constructor(db: Db, ttlMs = PUBLIC_PAGE_TTL_MS) {
    this.#ttlMs = ttlMs;
    this.#pages = new LRUCache<string, Entry>({ max: MAX_PAGES, ttl: Math.max(ttlMs, 1) + PUBLIC_PAGE_STALE_MS });
    onChange(db, 'template-searches', () => this.#drop());
    onNoticesMissed(db, () => this.#drop());
  }

  /**
   * The page at `url` for a visitor without a session: the kept one while it is fresh; else the
   * one render under way (started by this visit if none is), while a page past its time is
   * answered as it is until its replacement is ready. `kept` says whether the answer is a kept page
   * (then `encoded` has its compressed body).
   */
  async page(url: string, render: RenderVisitorPage): Promise<{ page: KeptPage; kept: boolean }> {
    if (this.#ttlMs <= 0 || url.length > MAX_KEPT_URL_LENGTH) return { page: await render(false), kept: false };
    const entry = this.#pages.get(url);
    if (entry && Date.now() - entry.madeAt < this.#ttlMs) return { page: entry, kept: true };
    if (entry) {
      // Past its time: one visit renders the next while the others get this one.
      this.#renderOnce(url, render).rendering.catch(() => this.#pages.delete(url));
      return { page: entry, kept: true };
    }
    const { rendering, joined } = this.#renderOnce(url, render);
    const rendered = await rendering;
    // A page that is never kept is the visit's own: one begun before this visit may predate what
    // it must show.
    if (!rendered.keep) return { page: joined ? await render(false) : rendered, kept: false };
    const kept = this.#pages.peek(url);
    return kept ? { page: kept, kept: true } : { page: rendered, kept: false };
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

  /** The render under way for `url` (`joined`), or one started now. */
  #renderOnce(url: string, render: RenderVisitorPage): { rendering: Promise<VisitorPage>; joined: boolean } {
    const under = this.#rendering.get(url);
    if (under) return { rendering: under, joined: true };
    const generation = this.#generation;
    const rendering = render(true)
      .then((page) => {
        if (page.keep && generation === this.#generation) {
          const { status, html, cacheControl } = page;
          this.#pages.set(url, { status, html, cacheControl, madeAt: Date.now(), encoded: new Map() });
        }
        return page;
      })
      .finally(() => this.#rendering.delete(url));
    this.#rendering.set(url, rendering);
    return { rendering, joined: false };
  }

  #drop(): void {
    this.#generation += 1;
    this.#pages.clear();
  }
}
