/**
 * An in-process LRU cache per database handle, so tests and benchmarks that open several databases
 * never share entries, and concurrent misses for one key share one load (lru-cache's fetch).
 */
import { LRUCache } from 'lru-cache';
import { onChange, onNoticesMissed, type ChangeTopic } from './change-notices';
import type { Db } from './types';

/**
 * A load that was under way when its key was forgot (a change notice, a local `forget`) may have
 * read the old row, so lru-cache abandons it and its waiters load again. A key that keeps changing
 * faster than it loads gives up after this many tries with the abandon's error.
 */
const LOADS_PER_GET = 5;

export interface DatabaseCache<K, V> {
  /** The remembered value, or one load shared by every concurrent caller. */
  get(key: K): Promise<V>;
  /** Drop the key; a load under way for it is abandoned and its waiters load again. */
  forget(key: K): void;
  remember(key: K, value: V): void;
}

type ClearableCache<K, V> = DatabaseCache<K, V> & { clear(): void };

// lru-cache keys and values are any non-nullish value, which it spells `{}`.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function perDatabaseCache<K extends {}, V extends {}>(options: {
  max: number;
  ttlMs: number;
  load: (db: Db, key: K) => Promise<V>;
  /** Drop an entry when another process (or this one) announces that it changed (`change-notices.ts`). */
  forgetOn?: { topic: ChangeTopic; key: (announced: string) => K };
}): (db: Db) => DatabaseCache<K, V> {
  const caches = new WeakMap<Db, ClearableCache<K, V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = wrap(
        new LRUCache<K, V>({ max: options.max, ttl: options.ttlMs, fetchMethod: (key) => options.load(db, key) }),
      );
      caches.set(db, cache);
      const { forgetOn } = options;
      const created = cache;
      if (forgetOn) {
        onChange(db, forgetOn.topic, (announced) => created.forget(forgetOn.key(announced)));
        onNoticesMissed(db, () => created.clear());
      }
    }
    return cache;
  };
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
function wrap<K extends {}, V extends {}>(lru: LRUCache<K, V>): ClearableCache<K, V> {
  return {
    async get(key) {
      for (let attempt = 1; ; attempt += 1) {
        const status: LRUCache.Status<K, V> = {};
        try {
          const value = await lru.fetch(key, { status });
          // fetchMethod never resolves undefined, so neither does fetch.
          return value as V;
        } catch (error) {
          if (!status.fetchAborted || attempt >= LOADS_PER_GET) throw error;
        }
      }
    },
    forget: (key) => void lru.delete(key),
    remember: (key, value) => void lru.set(key, value),
    clear: () => lru.clear(),
  };
}
