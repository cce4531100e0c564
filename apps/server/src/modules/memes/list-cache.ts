/**
 * My Memes pages as the JSON text they are sent as, kept per person and query for as long as the
 * person's memes stay as they were (decision 061). Each request still asks the database for the
 * memes' fingerprint (`userMemesVersion`, one prepared statement), so a page is never older than
 * the request: a meme finished, liked or deleted by any process changes the fingerprint, and the
 * page is made again. What the fingerprint does not cover is dropped otherwise: the templates'
 * titles and files (shown on each meme) on the template library's change notice, the media links at
 * the hour they are signed for (part of the key).
 */
import { LRUCache } from 'lru-cache';
import { onChange, onNoticesMissed } from '../../db/change-notices';
import type { Db } from '../../db/types';

export interface KeptMemesPage {
  version: string;
  json: string;
}

/** Pages kept at most per process (a page of 20 memes is about 30 KB of text). */
const MAX_PAGES = 2_000;
/** A bound on what a missed template notice can leave behind. */
const PAGE_TTL_MS = 60_000;

export class MemesPages {
  readonly #kept = new LRUCache<string, KeptMemesPage>({ max: MAX_PAGES, ttl: PAGE_TTL_MS });
  /** Pages being made, by key and the fingerprint their first asker saw. */
  readonly #making = new Map<string, Promise<KeptMemesPage>>();
  /** Counts the drops, so a page begun before one is not kept after it. */
  #drops = 0;

  constructor(db: Db) {
    onChange(db, 'template-searches', () => this.#drop());
    onNoticesMissed(db, () => this.#drop());
  }

  #drop(): void {
    this.#drops += 1;
    this.#kept.clear();
  }

  /**
   * The page at `key` for a request that saw the memes' fingerprint `version`: the kept one when it
   * was kept under that fingerprint, else one made by `make`, which reads the page after the
   * fingerprint was read, so the page shows the memes as they were then or newer, and is kept
   * under it. Requests that saw the same fingerprint while a page is being made wait for that one:
   * the memes were as they saw them at the first asker's look and at their own, so, fingerprints
   * never coming back, also in between. (200 connections opening My Memes at once made 200 pages.)
   * A page kept under a fingerprint may be newer than it; a request that sees a newer fingerprint
   * makes the page again.
   */
  async page(key: string, version: string, make: () => Promise<KeptMemesPage>): Promise<KeptMemesPage> {
    const kept = this.#kept.get(key);
    if (kept?.version === version) return kept;
    const makingKey = `${version} ${key}`;
    let making = this.#making.get(makingKey);
    if (!making) {
      const drops = this.#drops;
      making = make()
        .then((made) => {
          if (drops === this.#drops) this.#kept.set(key, made);
          return made;
        })
        .finally(() => this.#making.delete(makingKey));
      this.#making.set(makingKey, making);
    }
    return making;
  }
}

const pagesByDb = new WeakMap<Db, MemesPages>();

export function memesPages(db: Db): MemesPages {
  let pages = pagesByDb.get(db);
  if (!pages) {
    pages = new MemesPages(db);
    pagesByDb.set(db, pages);
  }
  return pages;
}
