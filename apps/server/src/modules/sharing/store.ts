/**
 * Reading a shared meme for its public page: any owner's meme, but only while it is shared and
 * finished. Turning sharing on and off is a write to the memes table, so it lives with the other
 * writes in memes/store.ts (`setMemeShared`).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { memes, templates, type MemeRow } from '../../db/schema';
import type { Db } from '../../db/types';

export interface SharedMemeRow {
  meme: Pick<
    MemeRow,
    | 'id'
    | 'type'
    | 'document'
    | 'caption'
    | 'fileKey'
    | 'shareFileKey'
    | 'canvasWidth'
    | 'canvasHeight'
    | 'createdAt'
    | 'sharedAt'
  >;
  template: { title: string; description: string } | null;
}

/** The meme when it is shared and finished with a file; undefined otherwise (private, unfinished, gone). */
export async function findSharedMeme(db: Db, memeId: string): Promise<SharedMemeRow | undefined> {
  const [row] = await db
    .select({
      id: memes.id,
      type: memes.type,
      document: memes.document,
      caption: memes.caption,
      fileKey: memes.fileKey,
      shareFileKey: memes.shareFileKey,
      canvasWidth: memes.canvasWidth,
      canvasHeight: memes.canvasHeight,
      createdAt: memes.createdAt,
      sharedAt: memes.sharedAt,
      templateTitle: templates.title,
      templateDescription: templates.description,
    })
    .from(memes)
    .leftJoin(templates, eq(templates.id, memes.templateId))
    .where(and(eq(memes.id, memeId), isNotNull(memes.sharedAt), eq(memes.status, 'finished'), isNotNull(memes.fileKey)))
    .limit(1);
  if (!row) return undefined;
  const { templateTitle, templateDescription, ...meme } = row;
  return {
    meme,
    template: templateTitle === null ? null : { title: templateTitle, description: templateDescription ?? '' },
  };
}
