/**
 * Generation's queries: the batches (one generate request each) and which templates a batch may
 * use. Memes themselves are read and written through memes/store.
 */
import { and, eq, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  generationBatches,
  templates,
  type GenerationBatchRow,
  type NewGenerationBatchRow,
  type TemplateRow,
} from '../../db/schema';
import type { Db } from '../../db/types';

export async function insertBatch(db: Db, batch: NewGenerationBatchRow): Promise<void> {
  await db.insert(generationBatches).values(batch);
}

export async function findBatch(db: Db, batchId: string): Promise<GenerationBatchRow | undefined> {
  const [row] = await db.select().from(generationBatches).where(eq(generationBatches.id, batchId)).limit(1);
  return row;
}

export async function findBatchByKey(db: Db, userId: number, key: string): Promise<GenerationBatchRow | undefined> {
  const [row] = await db
    .select()
    .from(generationBatches)
    .where(and(eq(generationBatches.userId, userId), eq(generationBatches.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function setBatchStatus(db: Db, batchId: string, status: GenerationBatchRow['status']): Promise<void> {
  await db.update(generationBatches).set({ status }).where(eq(generationBatches.id, batchId));
}

/** Batches whose captions are still being written, made before `before` when it is given. */
export async function batchesBeingWritten(db: Db, before?: Date): Promise<{ id: string }[]> {
  const writing = eq(generationBatches.status, 'writing');
  return db
    .select({ id: generationBatches.id })
    .from(generationBatches)
    .where(before ? and(writing, lt(generationBatches.createdAt, before)) : writing);
}

/**
 * Which templates a batch may use: public templates of the meme's media type that suit the
 * unhinged level, best first by full-text relevance to the description (any of its words, ranked
 * by ts_rank), then the rest in random order, so a topic the library has no words for still gets
 * varied templates. Templates of the user's latest batches come last.
 */

export interface TemplateForMeme {
  id: number;
  type: 1 | 2;
  title: string;
  description: string;
  keywords: string[];
  useCases: string[];
  captionFormat: TemplateRow['captionFormat'];
  exampleCaptions: string[];
  width: number;
  height: number;
  fontSize: number | null;
  textAlign: TemplateRow['textAlign'];
  dragYOffset: number;
  layout: TemplateRow['layout'];
}

const columns = {
  id: templates.id,
  type: templates.type,
  title: templates.title,
  description: templates.description,
  keywords: templates.keywords,
  useCases: templates.useCases,
  captionFormat: templates.captionFormat,
  exampleCaptions: templates.exampleCaptions,
  width: templates.width,
  height: templates.height,
  fontSize: templates.fontSize,
  textAlign: templates.textAlign,
  dragYOffset: templates.dragYOffset,
  layout: templates.layout,
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
