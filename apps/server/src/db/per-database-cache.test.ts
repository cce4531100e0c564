/**
 * The per-database cache: a load under way when its key is forgot is abandoned, and the callers
 * waiting on it get a fresh load instead of an error (a change notice arriving mid-request once
 * turned a payment confirmation into a 500).
 */
import { describe, expect, it } from 'vitest';
import { perDatabaseCache } from './per-database-cache';
import type { Db } from './types';

/** A database handle only as a key: these caches load from the functions below, not from it. */
const fakeDb = () => ({}) as Db;

function controlledLoads() {
  const started: Array<{ key: string; resolve: (value: string) => void }> = [];
  const load = (_db: Db, key: string) => new Promise<string>((resolve) => started.push({ key, resolve }));
  return { started, load };
}

describe('perDatabaseCache', () => {
  it('shares one load between concurrent callers', async () => {
    const { started, load } = controlledLoads();
    const cache = perDatabaseCache<string, string>({ max: 10, ttlMs: 60_000, load })(fakeDb());
    const both = Promise.all([cache.get('a'), cache.get('a')]);
    await Promise.resolve();
    expect(started).toHaveLength(1);
    started[0]!.resolve('first');
    expect(await both).toEqual(['first', 'first']);
  });

  it('loads again for the waiters of a load abandoned by forget, rather than failing them', async () => {
    const { started, load } = controlledLoads();
    const cache = perDatabaseCache<string, string>({ max: 10, ttlMs: 60_000, load })(fakeDb());
    const waiting = cache.get('a');
    await Promise.resolve();
    cache.forget('a');
    // The abandoned load finishes with what it read before the change; nobody may see it.
    started[0]!.resolve('stale');
    await expect.poll(() => started.length).toBe(2);
    started[1]!.resolve('fresh');
    expect(await waiting).toBe('fresh');
    expect(await cache.get('a')).toBe('fresh');
  });

  it('gives up with an error when the key keeps changing faster than it loads', async () => {
    const { started, load } = controlledLoads();
    const cache = perDatabaseCache<string, string>({ max: 10, ttlMs: 60_000, load })(fakeDb());
    const waiting = cache.get('a');
    for (let tries = 1; tries <= 5; tries += 1) {
      await expect.poll(() => started.length).toBe(tries);
      cache.forget('a');
    }
    await expect(waiting).rejects.toThrow('deleted');
  });

  it('keeps each database handle apart', async () => {
    const load = async (_db: Db, key: string) => key;
    const cacheOf = perDatabaseCache<string, string>({ max: 10, ttlMs: 60_000, load });
    const one = cacheOf(fakeDb());
    one.remember('a', 'remembered');
    expect(await one.get('a')).toBe('remembered');
    expect(await cacheOf(fakeDb()).get('a')).toBe('a');
  });
});
