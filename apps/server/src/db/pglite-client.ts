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

/**
 * The object Drizzle is given in place of the PGlite instance: the same `query` and `transaction`
 * (the two methods its driver calls) minus the per-query parser copy.
 */
export function drizzleClientOf(pglite: PGlite): PGlite {
  assertCreatedForDrizzle(pglite);
  const client = {
    query: queryWithoutParsers(pglite),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      // Drizzle's transaction session calls only `query` on the transaction.
      pglite.transaction((tx) => fn({ query: queryWithoutParsers(tx) } as Transaction)),
  };
  return client as unknown as PGlite;
}
