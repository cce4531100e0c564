/**
 * How this app creates PGlite and hands it to Drizzle.
 *
 * Drizzle's PGlite driver sends its own `parsers` (leave dates, intervals and numeric arrays as
 * text) with every query, and PGlite 0.5 then copies its whole parser table for that one query:
 * about 0.13 ms each, more than a simple indexed query costs. So the instance is created with
 * Drizzle's parsers as its own, and the client Drizzle sees drops the per-query copy. Raw SQL
 * (`executeSql`, used by pg-boss and health checks) asks for PGlite's usual parsers back, so it
 * answers `Date`s as node-postgres does.
 */
import { PGlite, types, type PGliteOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };

const asText = (value: string) => value;

/** The types Drizzle's driver reads as text (drizzle-orm/pglite/session.js). */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const DRIZZLE_PARSERS = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((type) => [type, asText]));

/** PGlite's own parsers for the same types, for raw SQL. */
export const RAW_SQL_PARSERS = Object.fromEntries(
  DRIZZLE_TEXT_TYPES.filter((type) => types.parsers[type]).map((type) => [type, types.parsers[type]!]),
);

export type PgliteCreateOptions = Omit<PGliteOptions, 'extensions' | 'parsers'>;

/** Every PGlite this app opens (server, tests, benchmarks) comes from here. */
export function createPglite(dataDir: string | undefined, options: PgliteCreateOptions = {}): Promise<PGlite> {
  const all = { ...options, extensions: PGLITE_EXTENSIONS, parsers: DRIZZLE_PARSERS };
  return dataDir ? PGlite.create(dataDir, all) : PGlite.create(all);
}

export function assertCreatedForDrizzle(pglite: PGlite): void {
  if (pglite.parsers[types.TIMESTAMPTZ] !== asText) {
    throw new Error('This PGlite was not opened with createPglite: Drizzle would read timestamps as Dates.');
  }
}

type Queryable = Pick<PGlite | Transaction, 'query'>;

const withoutParsers = (options: QueryOptions | undefined): QueryOptions | undefined => {
  if (!options?.parsers) return options;
  const { parsers: _ignored, ...rest } = options;
  return rest;
};

function queryWithoutParsers<T extends Queryable>(target: T): T['query'] {
  return ((text: string, params?: unknown[], options?: QueryOptions) =>
    target.query(text, params, withoutParsers(options))) as T['query'];
}

/** Runs a piece of work on the database when its turn comes. */
export type TakeTurn = <T>(work: () => Promise<T>) => Promise<T>;

const turnsByPglite = new WeakMap<PGlite, TakeTurn>();

/**
 * How long queries may run back to back before the event loop gets a turn. Under 200 connections
 * (`bench/load.ts`, the per-person reads) 2 ms kept the throughput of no limit with a p99 of about
 * 0.4-0.5 s; 10 ms, 0.8-1.3 s; a turn before every query cost up to a quarter of the throughput.
 */
const QUERY_SLICE_MS = 2;

/**
 * The queue the app's queries on `pglite` take turns in. PGlite runs queries on this thread and
 * hands its lock to the next waiting query in a promise callback, so the queries waiting behind
 * one another ran back to back without the event loop getting a turn. Node runs that whole chain
 * after every callback, accepting a connection included: under 200 connections each accept cost
 * one whole chain (about 65 ms), so the last connections waited over 10 s for their first answer.
 * Here queries run one after another for at most `QUERY_SLICE_MS`; the next then waits for a turn
 * of the event loop (`setImmediate`), in which sockets are accepted and read. PGlite runs one query
 * at a time anyway; a transaction is one turn, and the queries inside it run on it without
 * queueing again.
 */
export function turnsOf(pglite: PGlite): TakeTurn {
  let turns = turnsByPglite.get(pglite);
  if (!turns) {
    let last: Promise<unknown> = Promise.resolve();
    let sliceStartedAt = Number.NEGATIVE_INFINITY;
    const loopTurn = () =>
      new Promise<void>((resolve) =>
        setImmediate(() => {
          sliceStartedAt = performance.now();
          resolve();
        }),
      );
    const nextSlot = () => (performance.now() - sliceStartedAt < QUERY_SLICE_MS ? undefined : loopTurn());
    turns = <T>(work: () => Promise<T>) => {
      const turn = last.then(nextSlot).then(work);
      last = turn.catch(() => undefined);
      return turn;
    };
    turnsByPglite.set(pglite, turns);
  }
  return turns;
}

/**
 * The object Drizzle is given in place of the PGlite instance: the same `query` and `transaction`
 * (the two methods its driver calls) minus the per-query parser copy, each taking its turn.
 */
export function drizzleClientOf(pglite: PGlite): PGlite {
  assertCreatedForDrizzle(pglite);
  const turn = turnsOf(pglite);
  const query = queryWithoutParsers(pglite);
  const client = {
    query: ((...args: Parameters<typeof query>) => turn(() => query(...args))) as typeof query,
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      // Drizzle's transaction session calls only `query` on the transaction.
      turn(() => pglite.transaction((tx) => fn({ query: queryWithoutParsers(tx) } as Transaction))),
  };
  return client as unknown as PGlite;
}
