/**
 * An in-process LRU cache per database handle, so tests and benchmarks that open several databases
 * never share entries, and concurrent misses for one key share one load (lru-cache's fetch).
 */
import { LRUCache } from 'lru-cache';
import { onChange, onNoticesMissed, type ChangeTopic } from './change-notices';
import type { Db } from './types';

// lru-cache keys and values are any non-nullish value, which it spells `{}`.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function perDatabaseCache<K extends {}, V extends {}>(options: {
  max: number;
  ttlMs: number;
  load: (db: Db, key: K) => Promise<V>;
  /** Drop an entry when another process (or this one) announces that it changed (`change-notices.ts`). */
  forgetOn?: { topic: ChangeTopic; key: (announced: string) => K };
}): (db: Db) => LRUCache<K, V> {
  const caches = new WeakMap<Db, LRUCache<K, V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new LRUCache<K, V>({
        max: options.max,
        ttl: options.ttlMs,
        fetchMethod: (key) => options.load(db, key),
      });
      caches.set(db, cache);
      const { forgetOn } = options;
      const created = cache;
      if (forgetOn) {
        onChange(db, forgetOn.topic, (announced) => void created.delete(forgetOn.key(announced)));
        onNoticesMissed(db, () => created.clear());
      }
    }
    return cache;
  };
}
