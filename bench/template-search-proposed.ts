/**
 * A scratch copy of store.ts searchTemplates with the changes the template-search benchmark
 * recommends, served by a route of its own so that it is measured the same way as the real one.
 * Run it with BENCH_SEARCH_PROPOSED=1. Delete it once store.ts (and a migration) carry the changes:
 *
 * 1. Full-text search alone decides what matches and how it ranks (ts_rank). The trigram `<%` on
 *    the whole search document leaves the WHERE clause and word_similarity leaves the ORDER BY:
 *    both computed word_similarity over long documents for thousands of rows per query (and `<%`
 *    makes the planner run it over the column statistics at planning time too).
 * 2. Typos: only when the words as typed find nothing, each word is corrected against a small
 *    table of the library's distinct words (trigram `%` on a few hundred short words, as the
 *    pg_trgm documentation suggests for text search) and the search runs again with the original
 *    word or its closest matches (similarity within 0.1 of the best, at most 3).
 * 3. The page reads only the columns the answer shows (not the tsvector and search document), and
 *    a browse page counts with a separate count(*) instead of count(*) over () over wide rows.
 * 4. The GIN indexes get no pending list: PGlite runs no autovacuum, so rows inserted with
 *    fastupdate on stay in a pending list (up to gin_pending_list_limit, 4 MB) that every search
 *    reads sequentially. The migration would create them WITH (fastupdate = off); here the lists
 *    are flushed and the option set after seeding (prepareProposedSearch).
 */
import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { templates, type TemplateRow } from '../apps/server/src/db/schema';
import type { Database, Db } from '../apps/server/src/db/types';
import type { SearchFilter, SearchFunction } from './library-route';

export const PROPOSED_PATH = '/bench/proposed-templates/';
export const FLOOR_PATH = '/bench/cached-templates/';

/** The lexicon: every distinct word of the search documents (a migration would create and keep it). */
const WORDS_TABLE = 'bench_template_words';

/** Run once after seeding: the index options and the lexicon the proposed search needs. */
export async function prepareProposedSearch(database: Database): Promise<{ pendingPages: number[]; words: number }> {
  const { rows } = await database.executeSql(
    `select gin_clean_pending_list('templates_search_vector_idx'::regclass) as fts,
            gin_clean_pending_list('templates_search_trgm_idx'::regclass) as trgm`,
    [],
  );
  await database.executeSql(`alter index templates_search_vector_idx set (fastupdate = off)`);
  await database.executeSql(`alter index templates_search_trgm_idx set (fastupdate = off)`);
  await database.executeSql(`create table ${WORDS_TABLE} (word text primary key)`);
  await database.executeSql(
    `insert into ${WORDS_TABLE} select word from ts_stat('select to_tsvector(''simple'', search_document) from templates') where word ~ '^[a-z0-9]{3,}$'`,
  );
  await database.executeSql(`create index on ${WORDS_TABLE} using gin (word gin_trgm_ops)`);
  await database.executeSql(`analyze ${WORDS_TABLE}`);
  await database.executeSql('analyze templates');
  const counted = await database.executeSql(`select count(*)::int as n from ${WORDS_TABLE}`, []);
  const pending = rows[0] as { fts: number; trgm: number };
  return { pendingPages: [Number(pending.fts), Number(pending.trgm)], words: Number(counted.rows[0]?.n) };
}

/** Everything but the search columns: what the answer shows. */
const { searchVector: _vector, searchDocument: _document, ...shownColumns } = getTableColumns(templates);

function baseConditions(filter: SearchFilter): SQL[] {
  const conditions: SQL[] = [eq(templates.isPublic, true)];
  if (filter.type) conditions.push(eq(templates.type, filter.type));
  return conditions;
}

async function ranked(db: Db, filter: SearchFilter, tsquery: SQL, limit: number, offset: number) {
  const rows = await db
    .select({ ...shownColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(templates)
    .where(and(...baseConditions(filter), sql`${templates.searchVector} @@ ${tsquery}`))
    .orderBy(desc(sql`ts_rank(${templates.searchVector}, ${tsquery})`), asc(templates.id))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  const [counted] = await db
    .select({ total: count() })
    .from(templates)
    .where(and(...baseConditions(filter), sql`${templates.searchVector} @@ ${tsquery}`));
  return { rows: [], total: counted?.total ?? 0 };
}

/** Each typed word or the library's words closest to it, as a tsquery; null when no word is usable. */
async function correctedQuery(db: Db, search: string): Promise<SQL | null> {
  const typed = [...new Set(search.toLowerCase().match(/[a-z0-9]+/g) ?? [])].filter((word) => word.length >= 3);
  if (typed.length === 0) return null;
  const { rows } = (await db.execute(sql`
    select input, (select array_agg(word) from (
      select word, similarity(word, input) as score, max(similarity(word, input)) over () as best
      from ${sql.raw(WORDS_TABLE)} where word % input order by score desc limit 3
    ) close where score >= best - 0.1) as matches
    from unnest(${sql.param(typed)}::text[]) as input`)) as unknown as {
    rows: { input: string; matches: string[] | null }[];
  };
  const groups = rows.map((row) => [row.input, ...(row.matches ?? [])].map((word) => `'${word}'`).join(' | '));
  return sql`to_tsquery('english', ${groups.map((group) => `(${group})`).join(' & ')})`;
}

export const proposedSearchTemplates: SearchFunction = async (db, filter, page) => {
  // The answer never needs the search columns; the presenters take the rest of the row.
  const asRows = (rows: unknown[]) => rows as TemplateRow[];
  if (!filter.search) {
    const where = and(...baseConditions(filter));
    const rows = await db
      .select(shownColumns)
      .from(templates)
      .where(where)
      .orderBy(asc(templates.id))
      .limit(page.limit)
      .offset(page.offset);
    const [counted] = await db.select({ total: count() }).from(templates).where(where);
    return { rows: asRows(rows), total: counted?.total ?? 0 };
  }
  const typed = await ranked(
    db,
    filter,
    sql`websearch_to_tsquery('english', ${filter.search})`,
    page.limit,
    page.offset,
  );
  if (typed.total > 0) return { rows: asRows(typed.rows), total: typed.total };
  const corrected = await correctedQuery(db, filter.search);
  if (!corrected) return { rows: [], total: 0 };
  const fixed = await ranked(db, filter, corrected, page.limit, page.offset);
  return { rows: asRows(fixed.rows), total: fixed.total };
};

/**
 * The floor: no query at all, one page answered from memory (a perfect result cache). What is left
 * is HTTP, the token, the plan check's user lookup and the serialisation of 20 templates.
 */
export function cachedPage(db: Db): SearchFunction {
  let page: Promise<{ rows: TemplateRow[]; total: number }> | undefined;
  return async () => {
    page ??= proposedSearchTemplates(db, {}, { limit: 20, offset: 0 });
    return page;
  };
}
