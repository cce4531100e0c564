import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { ENDPOINTS, TemplateListSchema } from '@memeforge/contract';
import { templateWords } from '../../db/schema';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { makeImage } from '../../test-support/media';
import { ingestTemplate } from './ingest';
import { PageCache } from './search-cache';
import { searchWords } from './store';

let t: TestApp;
let paid: Record<string, string>;
let size = 100;

async function addTemplate(title: string, keywords: string[] = [], description = `A ${title.toLowerCase()} meme`) {
  size += 1;
  await ingestTemplate({ db: t.database.db, storage: t.storage }, await makeImage(size, 120), {
    title,
    description,
    keywords,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  await addTemplate('Confused penguin', ['penguin', 'confused']);
  await addTemplate('Penguin slide', ['penguin', 'ice']);
  await addTemplate('Confused accountant', ['numbers', 'confused']);
  await addTemplate('Volcano panel', ['volcano', 'eruption']);
  // Close to 'volcano' by trigrams (similarity about 0.55): a fuzzy match would bring it in.
  await addTemplate('Volcanic ash cloud', ['volcanic', 'ash']);
  await addTemplate('Cooking show', ['kitchen']);
  await addTemplate('Cookie jar', ['snack']);
  paid = await bearerFor(t, await createTestUser(t.database, { plan: 'pro' }));
}, 60_000);
afterAll(() => t.close());

async function search(text: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: ENDPOINTS.libraryTemplates,
    query: { search: text },
    headers: paid,
  });
  expect(response.statusCode).toBe(200);
  return TemplateListSchema.parse(response.json());
}

const titles = (list: { results: { title: string }[] }) => list.results.map((item) => item.title).sort();

async function wordsHeld(words: string[]): Promise<string[]> {
  const rows = await t.database.db.select().from(templateWords).where(inArray(templateWords.word, words));
  return rows.map((row) => row.word).sort();
}

describe('template search with typos', () => {
  it('corrects the misspelt word of a two-word search and still requires both words', async () => {
    const body = await search('confsued penguin');
    expect(titles(body)).toEqual(['Confused penguin']);
    expect(body.count).toBe(1);
    // Either word misspelt, in either order.
    expect(titles(await search('penguin confused'))).toEqual(['Confused penguin']);
    expect(titles(await search('pengiun confused'))).toEqual(['Confused penguin']);
  });

  it('does not add fuzzy matches when the words as typed find something', async () => {
    expect(titles(await search('volcano'))).toEqual(['Volcano panel']);
    expect(titles(await search('volcanic'))).toEqual(['Volcanic ash cloud']);
    expect(titles(await search('confused penguin'))).toEqual(['Confused penguin']);
    // 'cooks' is not in the words table, but full-text search stems it to 'cook' and finds
    // 'Cooking show'; corrected, it would also bring 'Cookie jar' in.
    const { rows } = (await t.database.db.execute(
      sql`select word from ${templateWords} where word % 'cooks' order by word`,
    )) as unknown as { rows: { word: string }[] };
    expect(rows.map((row) => row.word)).toEqual(expect.arrayContaining(['cookie', 'cooking']));
    expect(titles(await search('cooks'))).toEqual(['Cooking show']);
    // A misspelling is corrected to the closest word only (volcano 0.7, volcanic 0.5 apart).
    expect(titles(await search('volcanoc'))).toEqual(['Volcano panel']);
  });

  it('finds nothing for words that are nowhere near the library', async () => {
    const body = await search('qqqxxzzqq');
    expect(body.count).toBe(0);
    expect(body.results).toEqual([]);
    expect((await search('!!!')).count).toBe(0);
  });

  it("adds a new template's words on ingest, so its words are corrected too", async () => {
    expect(await wordsHeld(['xylophone', 'orchestra'])).toEqual([]);
    // Cached as empty before the template exists; the insert must drop that page.
    expect((await search('xylophone')).count).toBe(0);
    await addTemplate('Xylophone solo', ['orchestra'], 'Somebody plays the xylophone, badly');
    expect(await wordsHeld(['xylophone', 'orchestra', 'solo', 'badly', 'the'])).toEqual([
      'badly',
      'orchestra',
      'solo',
      'the',
      'xylophone',
    ]);
    expect(titles(await search('xylophone'))).toEqual(['Xylophone solo']);
    expect(titles(await search('xylophnoe'))).toEqual(['Xylophone solo']);
  });

  it('splits a search into lower-case words', () => {
    expect(searchWords('Distracted  BOYFRIEND, distracted!')).toEqual(['distracted', 'boyfriend']);
    expect(searchWords('—')).toEqual([]);
  });
});

describe('PageCache', () => {
  it('serves a cached page until it expires and forgets the least recently used first', async () => {
    let now = 0;
    const cache = new PageCache<number>(2, 1_000, () => now);
    let loads = 0;
    const load = (value: number) => () => {
      loads += 1;
      return Promise.resolve(value);
    };
    expect(await cache.get('a', load(1))).toBe(1);
    expect(await cache.get('a', load(2))).toBe(1);
    expect(loads).toBe(1);
    await cache.get('b', load(3));
    await cache.get('a', load(4)); // a is now the most recently used
    await cache.get('c', load(5)); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.get('b', load(6))).toBe(6);
    now = 1_001;
    expect(await cache.get('b', load(7))).toBe(7);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('shares one load between concurrent callers and does not keep a failure', async () => {
    const cache = new PageCache<number>(10, 1_000);
    let loads = 0;
    const slow = () => {
      loads += 1;
      return new Promise<number>((resolve) => setTimeout(() => resolve(42), 5));
    };
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([42, 42]);
    expect(loads).toBe(1);
    await expect(cache.get('bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('bad', () => Promise.resolve(1))).toBe(1);
  });
});
