import { newsletterSubscribers } from '../../db/schema';
import type { Db } from '../../db/types';

/** Adds the (already normalised) address once; answers whether it was new. */
export async function insertSubscriber(db: Db, email: string): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}
