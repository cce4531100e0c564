/**
 * template-search: the template library search (GET /library/templates/) with 10,000 synthetic
 * templates in the embedded database (PGlite on disk, as `serve` opens it), measured over real HTTP
 * with 50 requests in flight. Peer: the search a newcomer would write, `ILIKE '%word%'` over title,
 * description and keywords, served by a second route registered here on the same app, so both go
 * through the same HTTP server, authentication, plan check and serialisation and differ only in the
 * query. Same data, same request mix, same concurrency, same run. A third route serves the real
 * store.ts query without the real route's page cache, to show what the cache adds.
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalMediaStorage } from '../apps/server/src/adapters/storage';
import { openDatabase } from '../apps/server/src/db/open';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { templates, templateWords } from '../apps/server/src/db/schema';
import type { Database } from '../apps/server/src/db/types';
import { jobRegistry } from '../apps/server/src/jobs/definitions';
import { JobQueue } from '../apps/server/src/jobs/queue';
import { createLogger } from '../apps/server/src/logger';
import { invalidateTemplateSearches } from '../apps/server/src/modules/templates/search-cache';
import { addTemplateWords, searchTemplates } from '../apps/server/src/modules/templates/store';
import { benchServices, benchUserHeaders, buildBenchApp, listenOnLoopback } from './bench-app';
import { LoadClient, type Answer, type LoadResult } from './http-load';
import { libraryRoute, type SearchFunction } from './library-route';
import { mean, median, percentile, timed } from './stats';
import {
  ADJECTIVES,
  CONTEXTS,
  NOUNS,
  Picker,
  prng,
  syntheticTemplate,
  typoOf,
  VERBS,
  VOCABULARY,
} from './synthetic-templates';

const TEMPLATE_COUNT = Number(process.env.BENCH_TEMPLATES ?? 10_000);
const BATCH_SIZE = 500;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const LOAD_REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 2_500);
const TARGET_P95_MS = 30;
const PAGE_SIZE = 20;

/** Each phase sends what it has or stops sending new requests after its time budget. */
const PHASES = {
  /** Once, before any route is measured: JIT for the code every route shares (HTTP, token, zod). */
  processWarmup: { requests: 500, concurrency: 10, maxMs: 10_000 },
  warmup: { requests: 100, concurrency: 10, maxMs: 6_000 },
  oneAtATime: { requests: 150, concurrency: 1, maxMs: 15_000 },
  load: { requests: LOAD_REQUESTS, concurrency: CONCURRENCY, maxMs: 30_000 },
};
const DISTINCT_QUERIES = 400;

const INDEXED_PATH = '/library/templates/';
const NAIVE_PATH = '/bench/naive-templates/';
const UNCACHED_PATH = '/bench/uncached-templates/';

// ---------------------------------------------------------------------------------------------
// The peer: what a newcomer writes. Every word must appear somewhere, as a substring, in the
// title, description or keywords; no index can help, so every search reads the whole table.

function naiveCondition(search: string): SQL {
  const perWord = search
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const pattern = `%${word}%`;
      return or(
        ilike(templates.title, pattern),
        ilike(templates.description, pattern),
        sql`array_to_string(${templates.keywords}, ' ') ilike ${pattern}`,
      )!;
    });
  return and(...perWord)!;
}

/** One page plus count(*) over (), as the first store.ts searchTemplates did; only the match differs. */
const naiveSearchTemplates: SearchFunction = async (db, filter, page) => {
  const conditions: SQL[] = [eq(templates.isPublic, true)];
  if (filter.type) conditions.push(eq(templates.type, filter.type));
  if (filter.search) conditions.push(naiveCondition(filter.search));
  const where = and(...conditions);
  const rows = await db
    .select({ row: templates, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(templates)
    .where(where)
    .orderBy(asc(templates.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length > 0) return { rows: rows.map((item) => item.row), total: rows[0]!.total };
  const [counted] = await db.select({ total: count() }).from(templates).where(where);
  return { rows: [], total: counted?.total ?? 0 };
};

// ---------------------------------------------------------------------------------------------
// Seeding

interface Seeded {
  insertMs: number;
  analyzeMs: number;
  /** rows in template_words, the typo corrections' lexicon */
  words: number;
  /** For each vocabulary word, how many public templates hold it in title, description or keywords. */
  wordCounts: Map<string, number>;
}

export async function seed(database: Database): Promise<Seeded> {
  const pick = new Picker(prng(20_240_404));
  const wordCounts = new Map<string, number>();
  const insertMs = await timed(async () => {
    for (let first = 0; first < TEMPLATE_COUNT; first += BATCH_SIZE) {
      const batch = Array.from({ length: Math.min(BATCH_SIZE, TEMPLATE_COUNT - first) }, (_, i) =>
        syntheticTemplate(pick, first + i),
      );
      for (const row of batch) {
        if (!row.isPublic) continue;
        const text = [row.title, row.description, ...(row.keywords ?? [])].join(' ').toLowerCase();
        for (const word of new Set(text.split(/[^a-z]+/))) wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
      }
      // What insertTemplate does for each template, a batch at a time.
      await database.db.insert(templates).values(batch);
      await addTemplateWords(
        database.db,
        batch.map((row) => row.searchDocument ?? ''),
      );
    }
  });
  const analyzeMs = await timed(async () => {
    await database.executeSql('analyze templates');
    await database.executeSql('analyze template_words');
  });
  const [counted] = await database.db.select({ words: count() }).from(templateWords);
  return { insertMs, analyzeMs, wordCounts, words: counted?.words ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// The request mix

type Kind = 'one word' | 'two words' | 'typo' | 'word + type' | 'browse' | 'page 2-5';

interface Query {
  kind: Kind;
  search?: string;
  type?: 1 | 2;
  page: number;
}

const KIND_WEIGHTS: [Kind, number][] = [
  ['one word', 0.3],
  ['two words', 0.2],
  ['typo', 0.15],
  ['word + type', 0.1],
  ['browse', 0.15],
  ['page 2-5', 0.1],
];

export function queriesOf(pick: Picker, wordCounts: Map<string, number>): Query[] {
  const common = VOCABULARY.filter((word) => (wordCounts.get(word) ?? 0) >= 3 * PAGE_SIZE);
  const typoable = VOCABULARY.filter((word) => word.length >= 5);
  // Pairs people type: a thing and how it is, or a thing and what it does.
  const pair = () =>
    pick.chance(0.5)
      ? `${pick.any(ADJECTIVES)} ${pick.any(NOUNS)}`
      : `${pick.any(NOUNS)} ${pick.any([...VERBS, ...CONTEXTS])}`;
  const kindOf = () => {
    let roll = pick.random();
    for (const [kind, weight] of KIND_WEIGHTS) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return KIND_WEIGHTS[0]![0];
  };
  return Array.from({ length: DISTINCT_QUERIES }, (): Query => {
    const kind = kindOf();
    switch (kind) {
      case 'one word':
        return { kind, search: pick.any(VOCABULARY), page: 1 };
      case 'two words':
        return { kind, search: pair(), page: 1 };
      case 'typo':
        return { kind, search: typoOf(pick, pick.any(typoable)), page: 1 };
      case 'word + type':
        return { kind, search: pick.any(VOCABULARY), type: pick.chance(0.5) ? 2 : 1, page: 1 };
      case 'browse': {
        const type = pick.any([undefined, 1, 2] as const);
        return type ? { kind, type, page: 1 } : { kind, page: 1 };
      }
      case 'page 2-5': {
        if (pick.chance(0.5)) return { kind, page: pick.int(2, 5) };
        // Only pages that exist for both routes: the word's own count bounds them.
        const search = pick.any(common);
        const pages = Math.floor((wordCounts.get(search) ?? 0) / PAGE_SIZE);
        return { kind, search, page: pick.int(2, Math.min(5, pages)) };
      }
    }
  });
}

function pathOf(base: string, query: Query): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.type) params.set('type', String(query.type));
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

// ---------------------------------------------------------------------------------------------
// Reporting

interface Summary {
  requests: number;
  cut: boolean;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
  failed: number;
}

function summarize(result: LoadResult): Summary {
  const latencies = result.answers.map((answer) => answer.latencyMs);
  return {
    requests: result.answers.length,
    cut: result.cut,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    perSecond: (result.answers.length / result.elapsedMs) * 1000,
    failed: result.answers.filter((answer) => answer.status !== 200).length,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (value: number) =>
  `${value >= 10 ? value.toFixed(0) : value >= 0.1 ? value.toFixed(1) : value.toPrecision(1)}x`;

function line(label: string, s: Summary): string {
  const notes = [
    s.cut ? `${s.requests} sent before the time budget ran out` : '',
    s.failed ? `${s.failed} not 200` : '',
  ].filter(Boolean);
  return (
    `  ${label.padEnd(26)} p50 ${ms(s.p50).padStart(10)}  p95 ${ms(s.p95).padStart(10)}  ` +
    `p99 ${ms(s.p99).padStart(10)}  ${s.perSecond.toFixed(0).padStart(5)} req/s` +
    (notes.length ? `  (${notes.join('; ')})` : '')
  );
}

function byKind(queries: Query[], answers: Answer[]): Map<Kind, Answer[]> {
  const groups = new Map<Kind, Answer[]>(KIND_WEIGHTS.map(([kind]) => [kind, []]));
  for (const answer of answers) groups.get(queries[answer.index]!.kind)!.push(answer);
  return groups;
}

let started = performance.now();

/** Progress on stderr, so a long phase shows where it is; the figures go to stdout. */
function progress(message: string): void {
  process.stderr.write(`  [${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}\n`);
}

// ---------------------------------------------------------------------------------------------

interface Route {
  label: string;
  /** for the table by kind */
  short: string;
  path: string;
}

interface Measured {
  route: Route;
  oneAtATime: LoadResult;
  load?: LoadResult;
  /** The same load again with the pages the first pass cached still there (the real route only). */
  steady?: LoadResult;
}

export async function templateSearch(): Promise<void> {
  started = performance.now();
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-template-search-'));
  const logger = createLogger('silent');
  let database: Database | undefined;
  let queue: JobQueue | undefined;
  let app: FastifyInstance | undefined;
  let client: LoadClient | undefined;
  try {
    database = await openDatabase({ dataDir: path.join(dir, 'data'), databaseUrl: undefined, logger });
    await migrateDatabase(database);
    // As in tests: the queue is there (health reads it) but runs no workers or maintenance here.
    queue = new JobQueue({ database, registry: jobRegistry, logger, work: false, maintain: false });
    await queue.start();

    progress(`seeding ${TEMPLATE_COUNT} templates`);
    const seeded = await seed(database);
    const headers = await benchUserHeaders(database, { plan: 'pro' });
    const storage = new LocalMediaStorage(path.join(dir, 'media'), 'bench-media-secret');

    app = await buildBenchApp(benchServices({ database, queue, storage, logger }));
    const ctx = { templates: { db: database.db, storage } };
    await app.register(libraryRoute(NAIVE_PATH, naiveSearchTemplates), ctx);
    await app.register(libraryRoute(UNCACHED_PATH, searchTemplates), ctx);
    const baseUrl = await listenOnLoopback(app);
    client = LoadClient.start();

    const pick = new Picker(prng(7));
    const queries = queriesOf(pick, seeded.wordCounts);
    const sample = (n: number) => Array.from({ length: n }, () => pick.int(0, queries.length - 1));
    const warmup = sample(PHASES.warmup.requests);
    const oneAtATime = queries.map((_, i) => i).slice(0, PHASES.oneAtATime.requests);
    const load = sample(PHASES.load.requests);
    const processWarmup = sample(PHASES.processWarmup.requests);

    const phase = async (
      route: Route,
      indexes: number[],
      options: { concurrency: number; maxMs: number },
      cache: 'empty' | 'kept' = 'empty',
    ) => {
      // A phase starts with the real route's page cache empty (every distinct page of the phase is
      // queried once, and the figure counts those misses), unless it measures the steady state.
      if (cache === 'empty') await invalidateTemplateSearches(database!.db);
      const result = await client!.run({
        baseUrl,
        headers,
        concurrency: options.concurrency,
        maxMs: options.maxMs,
        paths: indexes.map((i) => pathOf(route.path, queries[i]!)),
      });
      // Answers name their position in `indexes`; name the query instead.
      return { ...result, answers: result.answers.map((answer) => ({ ...answer, index: indexes[answer.index]! })) };
    };
    // Warm up (JIT, plan and buffer caches), then each of the first distinct queries one at a time
    // (service time, no queueing), then the figure: the same request list at 50 concurrent.
    const measure = async (route: Route): Promise<Measured> => {
      progress(`${route.label}: warm-up`);
      await phase(route, warmup, PHASES.warmup);
      progress(`${route.label}: one at a time`);
      const single = await phase(route, oneAtATime, PHASES.oneAtATime);
      progress(`${route.label}: ${CONCURRENCY} concurrent`);
      const cold = await phase(route, load, PHASES.load);
      if (route.path !== INDEXED_PATH) return { route, oneAtATime: single, load: cold };
      progress(`${route.label}: ${CONCURRENCY} concurrent, cache kept`);
      return { route, oneAtATime: single, load: cold, steady: await phase(route, load, PHASES.load, 'kept') };
    };

    // Without this the route measured first pays for the JIT compiling what all three share.
    progress('process warm-up (uncached route)');
    await phase({ label: '', short: '', path: UNCACHED_PATH }, processWarmup, PHASES.processWarmup);
    const indexed = await measure({ label: 'real route (FTS, cached)', short: 'real', path: INDEXED_PATH });
    const uncached = await measure({ label: 'same query, no cache', short: 'no cache', path: UNCACHED_PATH });
    const naive = await measure({ label: "naive ILIKE '%word%'", short: 'naive', path: NAIVE_PATH });
    const measured = [indexed, uncached, naive];

    const counts = queries
      .filter((query) => query.kind === 'one word')
      .map((query) => seeded.wordCounts.get(query.search!) ?? 0);
    console.log(
      `template-search: ${TEMPLATE_COUNT.toLocaleString('en')} synthetic templates in PGlite on disk, ` +
        `GET /library/templates/ over HTTP as a pro user`,
    );
    console.log(
      `  seeding: ${(seeded.insertMs / 1000).toFixed(1)} s insert (${BATCH_SIZE} rows per statement) + ` +
        `${(seeded.analyzeMs / 1000).toFixed(1)} s analyze`,
    );
    console.log(
      `  a one-word search's word is in the title, description or keywords of a median of ${median(counts)} ` +
        `templates (p10 ${percentile(counts, 10)}, p90 ${percentile(counts, 90)})`,
    );
    console.log(`  template_words (typo corrections): ${seeded.words} words`);
    const distinct = (indexes: number[]) => new Set(indexes.map((i) => pathOf('', queries[i]!))).size;
    console.log(
      `  ${CONCURRENCY} concurrent (up to ${PHASES.load.requests} requests over ${distinct(load)} distinct pages, ` +
        `${PHASES.load.maxMs / 1000} s budget; the cache starts empty):`,
    );
    for (const m of measured) if (m.load) console.log(line(m.route.label, summarize(m.load)));
    if (indexed.steady) console.log(line('real route, cache warm', summarize(indexed.steady)));
    console.log(
      `  one at a time (service time; up to ${PHASES.oneAtATime.requests} queries, ${distinct(oneAtATime)} distinct pages):`,
    );
    for (const m of measured) {
      const typos = m.oneAtATime.answers.filter((a) => queries[a.index]!.kind === 'typo');
      const found = typos.filter((a) => (a.count ?? 0) > 0).length;
      const note = `  typos found ${found}/${typos.length}`;
      console.log(`${line(m.route.label, summarize(m.oneAtATime))}${note}`);
    }
    console.log('  one at a time by kind, mean ms:');
    console.log(`    ${''.padEnd(16)}${measured.map((m) => m.route.short.padStart(13)).join('')}`);
    const kinds = measured.map((m) => byKind(queries, m.oneAtATime.answers));
    for (const [kind] of KIND_WEIGHTS) {
      const cells = kinds.map((groups) => {
        const answers = groups.get(kind)!;
        return (
          answers.length ? `${mean(answers.map((a) => a.latencyMs)).toFixed(1)} (${answers.length})` : '-'
        ).padStart(13);
      });
      console.log(`    ${kind.padEnd(16)}${cells.join('')}`);
    }
    const s = summarize(indexed.load!);
    const n = summarize(naive.load!);
    // A closed loop keeps 50 requests waiting on one single-threaded server and database: the
    // mean latency is 50 / throughput, whatever the query, so the target needs that throughput.
    console.log(
      `  (at ${CONCURRENCY} in flight the mean latency is ${CONCURRENCY} / throughput: a p95 under ${TARGET_P95_MS} ms ` +
        `needs roughly ${Math.ceil((CONCURRENCY / TARGET_P95_MS) * 1000).toLocaleString('en')} req/s or more)`,
    );
    const u = summarize(uncached.load!);
    console.log(
      `  without the page cache: p95 ${ms(u.p95)} at ${CONCURRENCY} concurrent; ratio naive/uncached ${ratio(n.p95 / u.p95)}`,
    );
    const w = summarize(indexed.steady!);
    const verdict = (p95: number) =>
      `${ms(p95)} (target < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'MISSED'})`;
    console.log(
      `template-search: p95 at ${CONCURRENCY} concurrent ${verdict(w.p95)} with the page cache warm, ` +
        `${verdict(s.p95)} from an empty cache; naive ILIKE p95 ${ms(n.p95)}; ratio naive/indexed ` +
        `${ratio(n.p95 / w.p95)} warm, ${ratio(n.p95 / s.p95)} cold`,
    );
  } finally {
    await client?.close();
    await app?.close();
    await queue?.stop();
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  }
}
