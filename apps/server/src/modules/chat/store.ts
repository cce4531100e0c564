/** Edit With AI's rows: the meme a turn is about, its chat history, and the templates it may switch to. */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { memeChatMessages, memes, templates, type MemeChatMessageRow, type TemplateRow } from '../../db/schema';
import type { Db } from '../../db/types';

export interface ChatMeme {
  id: string;
  type: number;
  description: string;
  unhingedLevel: number;
  templateId: number | null;
}

/** The person's own meme, or undefined (another person's meme is not told apart from none). */
export async function findChatMeme(db: Db, userId: number, memeId: string): Promise<ChatMeme | undefined> {
  const [row] = await db
    .select({
      id: memes.id,
      type: memes.type,
      description: memes.description,
      unhingedLevel: memes.unhingedLevel,
      templateId: memes.templateId,
    })
    .from(memes)
    .where(and(eq(memes.id, memeId), eq(memes.userId, userId)))
    .limit(1);
  return row;
}

/** The meme's chat, oldest first. */
export async function listChatMessages(db: Db, memeId: string): Promise<MemeChatMessageRow[]> {
  return db
    .select()
    .from(memeChatMessages)
    .where(eq(memeChatMessages.memeId, memeId))
    .orderBy(asc(memeChatMessages.id));
}

export type NewChatMessage = Pick<MemeChatMessageRow, 'memeId' | 'userId' | 'role' | 'text' | 'caption' | 'templateId'>;

/** The person's message and the ai's answer, both or neither. */
export async function insertChatTurn(
  db: Db,
  user: NewChatMessage,
  ai: NewChatMessage,
): Promise<[MemeChatMessageRow, MemeChatMessageRow]> {
  return db.transaction(async (tx) => {
    const [userRow] = await tx.insert(memeChatMessages).values(user).returning();
    const [aiRow] = await tx.insert(memeChatMessages).values(ai).returning();
    return [userRow!, aiRow!];
  });
}

/** Public templates of one media type other than `exceptId`, in a random order (when the topic finds none). */
export async function otherPublicTemplates(
  db: Db,
  type: number,
  exceptId: number,
  limit: number,
): Promise<TemplateRow[]> {
  return db
    .select()
    .from(templates)
    .where(and(eq(templates.isPublic, true), eq(templates.type, type), ne(templates.id, exceptId)))
    .orderBy(sql`random()`)
    .limit(limit);
}

export async function findTemplatesByIds(db: Db, ids: number[]): Promise<TemplateRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(templates).where(inArray(templates.id, ids));
}
