/**
 * Template queries. Search ranks full-text matches (title weighted over the rest) and adds
 * trigram word similarity, so a misspelt word still finds its template; both are index-backed.
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { templates, type NewTemplateRow, type TemplateRow } from '../../db/schema';
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
 * `<%` is pg_trgm's word-similarity operator (threshold pg_trgm.word_similarity_threshold, 0.6 by
 * default): unlike calling word_similarity() it can use the trigram index.
 */
function searchCondition(search: string): SQL {
  return sql`(${templates.searchVector} @@ websearch_to_tsquery('english', ${search})
    or ${search} <% ${templates.searchDocument})`;
}

function whereOf(filter: TemplateFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.publicOnly !== false) conditions.push(eq(templates.isPublic, true));
  if (filter.type) conditions.push(eq(templates.type, filter.type));
  if (filter.search) conditions.push(searchCondition(filter.search));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of templates and the total count, in one round trip. */
export async function searchTemplates(
  db: Db,
  filter: TemplateFilter,
  page: Page,
): Promise<{ rows: TemplateRow[]; total: number }> {
  const where = whereOf(filter);
  const order = filter.search
    ? [
        sql`(ts_rank(${templates.searchVector}, websearch_to_tsquery('english', ${filter.search})) + word_similarity(${filter.search}, ${templates.searchDocument})) desc`,
        asc(templates.id),
      ]
    : [asc(templates.id)];
  const rows = await db
    .select({ row: templates, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(templates)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length > 0) return { rows: rows.map((item) => item.row), total: rows[0]!.total };
  // An empty page past the end still needs the total to say so.
  const [counted] = await db.select({ total: count() }).from(templates).where(where);
  return { rows: [], total: counted?.total ?? 0 };
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

export async function insertTemplate(db: Db, values: NewTemplateRow): Promise<TemplateRow> {
  const [row] = await db.insert(templates).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
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
