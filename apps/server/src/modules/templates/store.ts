/**
 * Template queries. Search is Postgres full-text search over the generated `search_vector` (GIN
 * index), ranked by ts_rank. Typos: only when the words as typed find nothing, each word is
 * corrected against `template_words`, the library's distinct words (trigram `%`, GIN index), and
 * the search runs again with each word or its closest corrections. bench/README.md (template-search)
 * has the measurements behind this shape.
 */
import { and, asc, count, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { templates, templateWords, type NewTemplateRow, type TemplateRow } from '../../db/schema';
import type { Db } from '../../db/types';

export interface TemplateFilter {
  search?: string | undefined;
  type?: number | undefined;
  publicOnly?: boolean;
}

export interface Page {
  limit: number;
  offset: number;
}

/**
 * The columns a list answer shows (presenters.ts toTemplate and toPublicTemplateSummary), and no
 * more: on PGlite every value returned costs parsing time, and the search columns are the widest.
 */
const listedColumns = {
  id: templates.id,
  slug: templates.slug,
  type: templates.type,
  title: templates.title,
  description: templates.description,
  keywords: templates.keywords,
  isPublic: templates.isPublic,
  fontSize: templates.fontSize,
  textAlign: templates.textAlign,
  dragYOffset: templates.dragYOffset,
  fileKey: templates.fileKey,
  thumbnailKey: templates.thumbnailKey,
  posterKey: templates.posterKey,
  thumbnailWidths: templates.thumbnailWidths,
  width: templates.width,
  height: templates.height,
  durationMs: templates.durationMs,
  levels: templates.levels,
  captionFormat: templates.captionFormat,
  exampleCaptions: templates.exampleCaptions,
  layout: templates.layout,
};

/** A template as lists show it. */
export type ListedTemplateRow = Pick<TemplateRow, keyof typeof listedColumns>;

export interface SearchResult {
  rows: ListedTemplateRow[];
  total: number;
}

/** Words as the words table holds them: lower-case ASCII letters and digits, 3 or more. */
const WORD_PATTERN = '^[a-z0-9]{3,}$';
const WORD = new RegExp(WORD_PATTERN);

/** How many words of one search get corrected; the rest are searched as typed. */
const MAX_CORRECTED_WORDS = 8;
/** Corrections kept per word: the closest, and those within this much similarity of it. */
const MAX_CORRECTIONS = 3;
const CORRECTION_SPREAD = 0.1;

function filterConditions(filter: TemplateFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.publicOnly !== false) conditions.push(eq(templates.isPublic, true));
  if (filter.type) conditions.push(eq(templates.type, filter.type));
  return conditions;
}

/** Browsing: in id order, counted by a separate count(*) rather than count(*) over () on wide rows. */
async function browse(db: Db, filter: TemplateFilter, page: Page): Promise<SearchResult> {
  const where = and(...filterConditions(filter));
  const [rows, [counted]] = await Promise.all([
    db
      .select(listedColumns)
      .from(templates)
      .where(where)
      .orderBy(asc(templates.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(templates).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The templates matching a tsquery, best first (ts_rank, title weighted over the rest), and how many. */
async function ranked(db: Db, filter: TemplateFilter, tsquery: SQL, page: Page): Promise<SearchResult> {
  const where = and(...filterConditions(filter), sql`${templates.searchVector} @@ ${tsquery}`);
  // A search matches tens to hundreds of rows: counting them in the same pass is cheaper than a
  // second count(*) query, on average (bench/README.md).
  const rows = await db
    .select({ ...listedColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(templates)
    .where(where)
    .orderBy(desc(sql`ts_rank(${templates.searchVector}, ${tsquery})`), asc(templates.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length > 0) {
    const total = rows[0]!.total;
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }
  if (page.offset === 0) return { rows: [], total: 0 };
  // An empty page past the end still needs the total to say so.
  const [counted] = await db.select({ total: count() }).from(templates).where(where);
  return { rows: [], total: counted?.total ?? 0 };
}

/** The distinct words of a search as the words table spells them, in the order typed. */
export function searchWords(search: string): string[] {
  return [...new Set(search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
}

/**
 * For each word worth correcting, the library's words closest to it by trigram similarity (`%`,
 * pg_trgm.similarity_threshold, 0.3 by default): the best and any within CORRECTION_SPREAD of it,
 * at most MAX_CORRECTIONS. A word the library holds is its own best match (similarity 1).
 */
async function corrections(db: Db, words: string[]): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  const { rows } = (await db.execute(sql`
    select input, coalesce((
      select array_agg(word order by score desc, word) from (
        select word, similarity(word, input) as score, max(similarity(word, input)) over () as best
        from ${templateWords}
        where word % input
        order by score desc, word
        limit ${MAX_CORRECTIONS}
      ) as close
      where score >= best - ${CORRECTION_SPREAD}
    ), '{}') as matches
    from unnest(${sql.param(words)}::text[]) as input`)) as unknown as {
    rows: { input: string; matches: string[] }[];
  };
  return new Map(rows.map((row) => [row.input, row.matches]));
}

/**
 * The search again with every word widened to itself or its corrections (OR), all words required
 * (AND); null when no word has a correction other than itself, so the search would find nothing
 * again. Built from plainto_tsquery parameters joined by tsquery operators: no user text in the SQL.
 */
async function correctedQuery(db: Db, search: string): Promise<SQL | null> {
  const words = searchWords(search);
  const correctable = words.filter((word) => WORD.test(word)).slice(0, MAX_CORRECTED_WORDS);
  const found = await corrections(db, correctable);
  let widened = false;
  const groups = words.map((word) => {
    const alternatives = [...new Set([word, ...(found.get(word) ?? [])])];
    if (alternatives.length > 1) widened = true;
    return sql`(${sql.join(
      alternatives.map((alternative) => sql`plainto_tsquery('english', ${alternative})`),
      sql` || `,
    )})`;
  });
  return widened ? sql`(${sql.join(groups, sql` && `)})` : null;
}

/** One page of templates and the total count. */
export async function searchTemplates(db: Db, filter: TemplateFilter, page: Page): Promise<SearchResult> {
  if (!filter.search) return browse(db, filter, page);
  const typed = await ranked(db, filter, sql`websearch_to_tsquery('english', ${filter.search})`, page);
  if (typed.total > 0) return typed;
  const corrected = await correctedQuery(db, filter.search);
  return corrected ? ranked(db, filter, corrected, page) : typed;
}

export async function findTemplateBySlug(db: Db, slug: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(templates).where(eq(templates.slug, slug)).limit(1);
  return row;
}

export async function findTemplateById(db: Db, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  return row;
}

export async function findTemplateByHash(db: Db, contentHash: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(templates).where(eq(templates.contentHash, contentHash)).limit(1);
  return row;
}

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  return (await findTemplateBySlug(db, slug)) !== undefined;
}

/**
 * Adds the words of these search documents to `template_words` (the typo corrections' lexicon):
 * the 'simple' parser's lower-cased words that are ASCII letters and digits, 3 or more, as the
 * migration that created the table took them from the templates already there.
 */
export async function addTemplateWords(db: Db, searchDocuments: string[]): Promise<void> {
  if (searchDocuments.length === 0) return;
  await db.execute(sql`
    insert into ${templateWords} (word)
    select distinct words.lexeme
    from unnest(${sql.param(searchDocuments)}::text[]) as documents(document),
      unnest(to_tsvector('simple', documents.document)) as words
    where words.lexeme ~ ${WORD_PATTERN}
    on conflict do nothing`);
}

/** Inserts a template and its words (the caller drops the cached search pages: `search-cache.ts`). */
export async function insertTemplate(db: Db, values: NewTemplateRow): Promise<TemplateRow> {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(templates).values(values).returning();
    if (!inserted) throw new Error('insert returned no row');
    await addTemplateWords(tx, [inserted.searchDocument]);
    return inserted;
  });
  return row;
}

/**
 * Sets what a template's joke is (its caption format and example captions) on an existing row: a
 * manifest imported again, the starter library's included, brings these to templates loaded
 * before it named them. Returns whether anything changed.
 */
export async function updateTemplateCaptionFacts(
  db: Db,
  id: number,
  facts: Pick<TemplateRow, 'captionFormat' | 'exampleCaptions' | 'layout'>,
): Promise<boolean> {
  const changed = await db
    .update(templates)
    .set({
      captionFormat: facts.captionFormat,
      exampleCaptions: facts.exampleCaptions,
      layout: facts.layout,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(templates.id, id),
        sql`(${templates.captionFormat} is distinct from ${facts.captionFormat} or ${templates.exampleCaptions} is distinct from ${sql.param(facts.exampleCaptions)}::text[] or ${templates.layout} is distinct from ${JSON.stringify(facts.layout)}::jsonb)`,
      ),
    )
    .returning({ id: templates.id });
  return changed.length > 0;
}

/**
 * Templates without card pictures (decision 033), in id order, leaving out `skip` (those whose
 * pictures could not be made this time round).
 */
export async function templatesWithoutCardPictures(
  db: Db,
  skip: readonly number[],
  limit: number,
): Promise<Pick<TemplateRow, 'id' | 'type' | 'fileKey' | 'posterKey'>[]> {
  return db
    .select({ id: templates.id, type: templates.type, fileKey: templates.fileKey, posterKey: templates.posterKey })
    .from(templates)
    .where(
      and(
        sql`cardinality(${templates.thumbnailWidths}) = 0`,
        skip.length > 0 ? notInArray(templates.id, [...skip]) : undefined,
      ),
    )
    .orderBy(asc(templates.id))
    .limit(limit);
}

/**
 * Records a template's card picture widths, only on a row that has none (so two processes making
 * them at once agree). Returns whether it changed.
 */
export async function setTemplateThumbnailWidths(db: Db, id: number, widths: readonly number[]): Promise<boolean> {
  const changed = await db
    .update(templates)
    .set({ thumbnailWidths: [...widths] })
    .where(and(eq(templates.id, id), sql`cardinality(${templates.thumbnailWidths}) = 0`))
    .returning({ id: templates.id });
  return changed.length > 0;
}

export async function countTemplates(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(templates);
  return row?.total ?? 0;
}

/** Every public template's slug and last change, for the sitemap. */
export async function listPublicSlugs(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: templates.slug, updatedAt: templates.updatedAt })
    .from(templates)
    .where(eq(templates.isPublic, true))
    .orderBy(asc(templates.id));
}
