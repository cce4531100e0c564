import { and, eq } from 'drizzle-orm';
import { socialAccounts } from '../../db/schema';
import type { Db } from '../../db/types';

/** The user an identity provider's subject is linked to, if any. */
export async function findLinkedUserId(db: Db, provider: string, subject: string): Promise<number | undefined> {
  const [linked] = await db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)))
    .limit(1);
  return linked?.userId;
}

/** Links the subject to the user; a link that exists already is left as it is. */
export async function linkSocialAccount(
  db: Db,
  link: { provider: string; subject: string; userId: number; email: string },
): Promise<void> {
  await db.insert(socialAccounts).values(link).onConflictDoNothing();
}
