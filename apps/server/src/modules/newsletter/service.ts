import { MESSAGES } from '@memeforge/contract';
import { newsletterSubscribers } from '../../db/schema';
import type { Db } from '../../db/types';
import { normalizeEmail } from '../users/store';

/** Stores the address once; a repeat is a friendly success with its own words, not a second row. */
export async function subscribe(db: Db, email: string): Promise<{ message: string; created: boolean }> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: normalizeEmail(email) })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length
    ? { message: MESSAGES.newsletterSubscribed, created: true }
    : { message: MESSAGES.newsletterAlreadySubscribed, created: false };
}
