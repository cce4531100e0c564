/**
 * Which templates a batch may use (issue 5, template choice): public templates of the meme's media
 * type that suit the unhinged level, best first by full-text relevance to the description (any of
 * its words, ranked by ts_rank), then the rest in random order, so a topic the library has no words
 * for still gets varied templates. Templates of the user's latest batches come last.
 */
import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { templates } from '../../db/schema';
import type { Db } from '../../db/types';

export interface TemplateForMeme {
  id: number;
  type: 1 | 2;
  title: string;
  description: string;
  keywords: string[];
  useCases: string[];
  fontSize: number | null;
  textAlign: string;
  dragYOffset: number;
}

const columns = {
  id: templates.id,
  type: templates.type,
  title: templates.title,
  description: templates.description,
  keywords: templates.keywords,
  useCases: templates.useCases,
  fontSize: templates.fontSize,
  textAlign: templates.textAlign,
  dragYOffset: templates.dragYOffset,
};

/** Any word of the description: plainto_tsquery ANDs the words; a topic should widen, not narrow. */
const anyWordQuery = (description: string) =>
  sql`replace(plainto_tsquery('english', ${description})::text, ' & ', ' | ')::tsquery`;

export async function templatesForMemes(
  db: Db,
  options: { description: string; type: 1 | 2; level: number; avoid: number[]; limit: number },
): Promise<TemplateForMeme[]> {
  const base: SQL[] = [
    eq(templates.isPublic, true),
    eq(templates.type, options.type),
    sql`${options.level} = any(${templates.levels})`,
  ];
  const query = anyWordQuery(options.description);
  const pick = async (conditions: SQL[], order: SQL, limit: number) =>
    (await db
      .select(columns)
      .from(templates)
      .where(and(...conditions))
      .orderBy(order)
      .limit(limit)) as TemplateForMeme[];

  const fresh = options.avoid.length > 0 ? [...base, notInArray(templates.id, options.avoid)] : base;
  const relevant = await pick(
    [...fresh, sql`${templates.searchVector} @@ ${query}`],
    sql`ts_rank(${templates.searchVector}, ${query}) desc, random()`,
    options.limit,
  );
  const chosen = new Map(relevant.map((row) => [row.id, row]));
  for (const conditions of [fresh, base]) {
    if (chosen.size >= options.limit) break;
    const taken = [...chosen.keys()];
    const more = await pick(
      taken.length > 0 ? [...conditions, notInArray(templates.id, taken)] : conditions,
      sql`random()`,
      options.limit - chosen.size,
    );
    for (const row of more) chosen.set(row.id, row);
  }
  return [...chosen.values()];
}

/** Whether any template could make a meme of this type at this level. */
export async function hasTemplatesFor(db: Db, type: 1 | 2, level: number): Promise<boolean> {
  const [row] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.isPublic, true), eq(templates.type, type), sql`${level} = any(${templates.levels})`))
    .limit(1);
  return row !== undefined;
}
