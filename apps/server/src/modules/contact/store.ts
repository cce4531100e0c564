import { desc, eq } from 'drizzle-orm';
import { contactMessages, type ContactMessageRow } from '../../db/schema';
import type { Db } from '../../db/types';

export interface NewContactMessage {
  name: string;
  /** Already normalised (lower-cased). */
  email: string;
  subject: string;
  message: string;
  userId: number | null;
}

export async function insertContactMessage(db: Db, values: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('inserting a contact message returned no row');
  return row;
}

export async function markContactMessageMailed(db: Db, id: number, at: Date): Promise<void> {
  await db.update(contactMessages).set({ mailedAt: at }).where(eq(contactMessages.id, id));
}

/** The newest messages first. */
export async function listRecentContactMessages(db: Db, limit: number): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}
