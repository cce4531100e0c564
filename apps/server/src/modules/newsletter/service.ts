import { MESSAGES } from '@memeforge/contract';
import type { Db } from '../../db/types';
import { normalizeEmail } from '../users/store';
import { insertSubscriber } from './store';

/** Stores the address once; a repeat is a friendly success with its own words, not a second row. */
export async function subscribe(db: Db, email: string): Promise<{ message: string; created: boolean }> {
  return (await insertSubscriber(db, normalizeEmail(email)))
    ? { message: MESSAGES.newsletterSubscribed, created: true }
    : { message: MESSAGES.newsletterAlreadySubscribed, created: false };
}
