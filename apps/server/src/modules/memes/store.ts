/**
 * Meme queries, and the only code that writes the memes table. Every read and write of a user's
 * meme names the user: another user's meme is simply not found (404), never forbidden.
 */
import { and, count, desc, eq, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MemeDocument } from '@memeforge/contract';
import { memes, templates, type MemeRow, type NewMemeRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { prepared } from '../../db/prepared';

/** A meme with what its answer shows of its template. */
export interface MemeWithTemplate {
  meme: MemeRow;
  template: { fileKey: string; posterKey: string | null; title: string; description?: string } | null;
}

const withTemplate = {
  meme: memes,
  templateFileKey: templates.fileKey,
  templatePosterKey: templates.posterKey,
  templateTitle: templates.title,
  templateDescription: templates.description,
};

type Joined = {
  meme: MemeRow;
  templateFileKey: string | null;
  templatePosterKey: string | null;
  templateTitle: string | null;
  templateDescription: string | null;
};

function toMemeWithTemplate(row: Joined): MemeWithTemplate {
  return {
    meme: row.meme,
    template:
      row.templateFileKey === null
        ? null
        : {
            fileKey: row.templateFileKey,
            posterKey: row.templatePosterKey,
            title: row.templateTitle ?? '',
            description: row.templateDescription ?? '',
          },
  };
}

export async function insertMemes(db: Db, rows: NewMemeRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(memes).values(rows);
}

export async function findUserMeme(db: Db, userId: number, memeId: string): Promise<MemeWithTemplate | undefined> {
  const [row] = await db
    .select(withTemplate)
    .from(memes)
    .leftJoin(templates, eq(templates.id, memes.templateId))
    .where(and(eq(memes.id, memeId), eq(memes.userId, userId)))
    .limit(1);
  return row ? toMemeWithTemplate(row) : undefined;
}

export async function findMemeById(db: Db, memeId: string): Promise<MemeRow | undefined> {
  const [row] = await db.select().from(memes).where(eq(memes.id, memeId)).limit(1);
  return row;
}

export async function findUserMemeByJob(db: Db, userId: number, jobId: string): Promise<MemeRow | undefined> {
  const [row] = await db
    .select()
    .from(memes)
    .where(and(eq(memes.jobId, jobId), eq(memes.userId, userId)))
    .limit(1);
  return row;
}

export async function findBatchMemes(db: Db, batchId: string): Promise<MemeWithTemplate[]> {
  const rows = await db
    .select(withTemplate)
    .from(memes)
    .leftJoin(templates, eq(templates.id, memes.templateId))
    .where(eq(memes.batchId, batchId))
    .orderBy(memes.position);
  return rows.map(toMemeWithTemplate);
}

export async function findUserMemesByIds(db: Db, userId: number, ids: string[]): Promise<MemeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(memes)
    .where(and(eq(memes.userId, userId), inArray(memes.id, ids)));
}

export interface MemeListFilter {
  search?: string | undefined;
  type?: number | undefined;
}

/** Escapes LIKE's wildcards, so a search for "100%" looks for the percent sign. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * One page of a user's memes, newest first. A user has at most thousands of memes, and the
 * (user_id, created_at) index narrows to them before the caption and topic are matched.
 */
export async function listUserMemes(
  db: Db,
  userId: number,
  filter: MemeListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: MemeWithTemplate[]; total: number }> {
  const conditions: SQL[] = [eq(memes.userId, userId)];
  if (filter.type) conditions.push(eq(memes.type, filter.type));
  if (filter.search) {
    for (const word of filter.search.split(/\s+/).filter(Boolean).slice(0, 8)) {
      const pattern = likePattern(word);
      conditions.push(or(ilike(memes.caption, pattern), ilike(memes.description, pattern))!);
    }
  }
  const where = and(...conditions);
  // The total rides on every row (a window count), so a page is one query; only a page past the
  // end, which has no row to carry it, asks for the count on its own. The page everyone opens (no
  // search, no type) is a prepared statement: planning this join cost PostgreSQL more than running it.
  const rows =
    conditions.length === 1
      ? await prepared(db, 'list_user_memes', (on, name) =>
          pageOfUserMemes(on, eq(memes.userId, sql.placeholder('userId')))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'))
            .prepare(name),
        ).execute({ userId, limit: page.limit, offset: page.offset })
      : await pageOfUserMemes(db, where).limit(page.limit).offset(page.offset);
  if (rows.length > 0) return { rows: rows.map(toMemeWithTemplate), total: Number(rows[0]!.total) };
  if (page.offset === 0) return { rows: [], total: 0 };
  const [counted] = await db.select({ total: count() }).from(memes).where(where);
  return { rows: [], total: counted?.total ?? 0 };
}

/**
 * A fingerprint of a person's memes as they stand in this snapshot: how many there are, and a hash
 * over each one's id and row version (`xmin`, which every insert and update sets anew). Any meme of
 * theirs added, changed or removed, by any process, changes it; nothing needs to remember to.
 */
export async function userMemesVersion(db: Db, userId: number): Promise<string> {
  const statement = prepared(db, 'user_memes_version', (on, name) =>
    on
      .select({
        version: sql<string>`count(*)::text || ':' || coalesce(sum(hashtextextended(${memes.id}::text || ':' || ${memes}.xmin::text, 0)), 0)::text`,
      })
      .from(memes)
      .where(eq(memes.userId, sql.placeholder('userId')))
      .prepare(name),
  );
  const [row] = await statement.execute({ userId });
  return row?.version ?? '0:0';
}

function pageOfUserMemes(db: Db, where: SQL | undefined) {
  return db
    .select({ ...withTemplate, total: sql<number>`(count(*) over ())::int` })
    .from(memes)
    .leftJoin(templates, eq(templates.id, memes.templateId))
    .where(where)
    .orderBy(desc(memes.createdAt), memes.position);
}

/** What the caption job decided for a meme: its document (template and text) and who wrote it. */
export async function writeMemeDocument(
  db: Db,
  memeId: string,
  values: { document: MemeDocument; writer: MemeRow['writer']; writerFallback: string | null },
): Promise<void> {
  const { media } = values.document;
  await db
    .update(memes)
    .set({ ...values, templateId: media.source === 'template' ? media.templateId : null })
    .where(eq(memes.id, memeId));
}

/**
 * Flags a person changes on one of their memes; never the document or the status (see above and
 * below). Scoped to the owner in the write itself, not only in the check before it, so no caller
 * can ever change another person's meme.
 */
export async function updateUserMeme(
  db: Db,
  userId: number,
  memeId: string,
  values: Pick<Partial<NewMemeRow>, 'isLiked' | 'isDisliked' | 'isFavorited'>,
): Promise<MemeRow | undefined> {
  const [row] = await db
    .update(memes)
    .set(values)
    .where(and(eq(memes.id, memeId), eq(memes.userId, userId)))
    .returning();
  return row;
}

/**
 * Turns sharing of one of the user's memes on (keeping the first time it was turned on, so a
 * repeat changes nothing) or off (decision 025); undefined when the user has no such meme.
 */
export async function setMemeShared(
  db: Db,
  userId: number,
  memeId: string,
  shareFileKey: string | null = null,
): Promise<Pick<MemeRow, 'id' | 'sharedAt' | 'shareFileKey'> | undefined> {
  const [row] = await db
    .update(memes)
    .set({
      sharedAt: sql`coalesce(${memes.sharedAt}, now())`,
      // The first copy made stays; a racing second one is the caller's to delete.
      shareFileKey: sql`coalesce(${memes.shareFileKey}, ${shareFileKey})`,
    })
    .where(and(eq(memes.id, memeId), eq(memes.userId, userId)))
    .returning({ id: memes.id, sharedAt: memes.sharedAt, shareFileKey: memes.shareFileKey });
  return row;
}

/** Stops sharing; answers the meme and the key of the public copy it had, for the caller to delete. */
export async function unsetMemeShared(
  db: Db,
  userId: number,
  memeId: string,
): Promise<{ id: string; shareFileKey: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: memes.id, shareFileKey: memes.shareFileKey })
      .from(memes)
      .where(and(eq(memes.id, memeId), eq(memes.userId, userId)))
      .for('update');
    if (!before) return undefined;
    await tx
      .update(memes)
      .set({ sharedAt: null, shareFileKey: null })
      .where(and(eq(memes.id, memeId), eq(memes.userId, userId)));
    return before;
  });
}

/** Records the public copy of a shared meme made after it was shared (one shared before copies existed). */
export async function setShareFileKey(db: Db, memeId: string, shareFileKey: string): Promise<string | null> {
  const [row] = await db
    .update(memes)
    .set({ shareFileKey: sql`coalesce(${memes.shareFileKey}, ${shareFileKey})` })
    .where(and(eq(memes.id, memeId), isNotNull(memes.sharedAt)))
    .returning({ shareFileKey: memes.shareFileKey });
  return row?.shareFileKey ?? null;
}

/**
 * Records a meme's card pictures, made after it finished: they exist now, and their bytes count
 * in what it keeps. False when the meme is gone.
 */
export async function recordCardPictures(db: Db, memeId: string, bytes: number): Promise<boolean> {
  const rows = await db
    .update(memes)
    .set({ storedBytes: sql`${memes.storedBytes} + ${bytes}`, cardPictures: true })
    .where(eq(memes.id, memeId))
    .returning({ id: memes.id });
  return rows.length === 1;
}

/** Moves a meme on only from the states given: a finished or failed meme is never reopened. */
export async function transitionMeme(
  db: Db,
  memeId: string,
  from: MemeRow['status'][],
  values: Partial<NewMemeRow>,
): Promise<MemeRow | undefined> {
  const [row] = await db
    .update(memes)
    .set(values)
    .where(and(eq(memes.id, memeId), inArray(memes.status, from)))
    .returning();
  return row;
}

/** Deletes one of the user's memes; answers whether there was one, and its file's key if it had one. */
export async function deleteUserMeme(
  db: Db,
  userId: number,
  memeId: string,
): Promise<{ fileKey: string | null; uploadKey: string | null; shareFileKey: string | null } | undefined> {
  const [deleted] = await db
    .delete(memes)
    .where(and(eq(memes.id, memeId), eq(memes.userId, userId)))
    .returning({ fileKey: memes.fileKey, document: memes.document, shareFileKey: memes.shareFileKey });
  if (!deleted) return undefined;
  // An editor meme on the person's own picture or clip owns that upload: each save stores its own.
  const media = deleted.document?.media;
  return {
    fileKey: deleted.fileKey,
    uploadKey: media?.source === 'upload' ? media.fileKey : null,
    shareFileKey: deleted.shareFileKey,
  };
}

/** Deletes the memes; answers the keys of the files they had (public copies too), for the caller to remove after its commit. */
export async function deleteMemes(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const deleted = await db
    .delete(memes)
    .where(inArray(memes.id, ids))
    .returning({ fileKey: memes.fileKey, shareFileKey: memes.shareFileKey });
  return deleted.flatMap((row) => [row.fileKey, row.shareFileKey].filter((key) => key !== null));
}

/** Captions this user saw lately, so the writer does not repeat them. */
export async function recentTaglines(db: Db, userId: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ caption: memes.caption })
    .from(memes)
    .where(and(eq(memes.userId, userId), sql`${memes.caption} <> ''`))
    .orderBy(desc(memes.createdAt))
    .limit(limit);
  return rows.map((row) => row.caption);
}

const UNFINISHED_STATUSES: MemeRow['status'][] = ['queued', 'started', 'processing'];

/** Memes with a document (template and caption chosen) whose render has not ended, made before `before`: the recovery's work. */
export async function memesAwaitingRender(
  db: Db,
  before: Date,
): Promise<Pick<MemeRow, 'id' | 'jobId' | 'type' | 'createdAt'>[]> {
  return db
    .select({ id: memes.id, jobId: memes.jobId, type: memes.type, createdAt: memes.createdAt })
    .from(memes)
    .where(and(inArray(memes.status, UNFINISHED_STATUSES), isNotNull(memes.document), lt(memes.createdAt, before)));
}

/** How many of the person's generated memes (in a batch) are queued or rendering: memes_user_unfinished_idx. */
export async function generatedMemesInProgress(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memes)
    .where(and(eq(memes.userId, userId), inArray(memes.status, UNFINISHED_STATUSES), isNotNull(memes.batchId)));
  return row?.n ?? 0;
}

/** The render job ids of unfinished memes of one media type. */
export async function unfinishedMemeJobIds(db: Db, type: number): Promise<string[]> {
  const rows = await db
    .select({ jobId: memes.jobId })
    .from(memes)
    .where(and(inArray(memes.status, UNFINISHED_STATUSES), eq(memes.type, type)));
  return rows.map((row) => row.jobId);
}

/** Templates of this user's latest memes, so batches vary from one to the next. */
export async function recentTemplateIds(db: Db, userId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ templateId: memes.templateId })
    .from(memes)
    .where(and(eq(memes.userId, userId), sql`${memes.templateId} is not null`))
    .orderBy(desc(memes.createdAt))
    .limit(limit);
  return rows.map((row) => row.templateId!);
}

/** The meme whose render job has this id, whoever's it is (the editor's generation_id check). */
export async function findMemeByJobId(db: Db, jobId: string): Promise<Pick<MemeRow, 'id' | 'userId'> | undefined> {
  const [row] = await db
    .select({ id: memes.id, userId: memes.userId })
    .from(memes)
    .where(eq(memes.jobId, jobId))
    .limit(1);
  return row;
}

/** Whether one of this user's memes is made on the template (the free plan's editor gate). */
export async function userHasMemeOnTemplate(db: Db, userId: number, templateId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memes.id })
    .from(memes)
    .where(and(eq(memes.userId, userId), eq(memes.templateId, templateId)))
    .limit(1);
  return row !== undefined;
}
