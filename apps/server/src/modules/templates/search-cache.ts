/**
 * Recently served template list pages, kept in this process: the same searches and the first
 * browse pages come back again and again, and the library changes rarely. Least recently used
 * pages go first; a page is kept at most SEARCH_CACHE_TTL_MS. A change to the library empties the cache of
 * every process on the database (invalidateTemplateSearches announces it); one that missed the
 * notice sees a new template once its copy expires, no later than the browser's own copy (the list answers with
 * `Cache-Control: private, max-age=60`). One cache per database handle, so tests and benchmarks
 * that open several databases never share pages. Concurrent requests for a page not yet cached
 * wait for the one query in flight.
 */
import { announceChange, onChange, onNoticesMissed } from '../../db/change-notices';
import type { Db } from '../../db/types';

export const SEARCH_CACHE_TTL_MS = 30_000;
export const SEARCH_CACHE_MAX_PAGES = 1_000;

export class PageCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached value for key, or load()'s, which is cached unless it fails. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (entry && entry.expiresAt > now) {
      this.entries.set(key, entry); // most recently used last
      return entry.value;
    }
    const value = load();
    const fresh = { value, expiresAt: now + this.ttlMs };
    this.entries.set(key, fresh);
    value.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, PageCache<unknown>>();

/** The page cache of one database handle. */
export function templateSearchCache<T>(db: Db): PageCache<T> {
  let cache = caches.get(db);
  if (!cache) {
    const created = new PageCache<unknown>(SEARCH_CACHE_MAX_PAGES, SEARCH_CACHE_TTL_MS);
    caches.set(db, created);
    onChange(db, 'template-searches', () => created.clear());
    onNoticesMissed(db, () => created.clear());
    cache = created;
  }
  return cache as PageCache<T>;
}

/** Forget every cached page, here and (as the change commits) in every other process: after any change to templates. */
export async function invalidateTemplateSearches(db: Db): Promise<void> {
  caches.get(db)?.clear();
  await announceChange(db, 'template-searches', '*');
}
