import { MESSAGES } from '@memeforge/contract';
import type { Db } from '../../db/types';
import { normalizeEmail } from '../users/store';
import { insertSubscriber } from './store';

/**
 * Stores the address once. A repeat gets the very answer a new address gets: the form needs no
 * account, so any difference would tell a stranger who reads the newsletter.
 */
export async function subscribe(db: Db, email: string): Promise<{ message: string }> {
  await insertSubscriber(db, normalizeEmail(email));
  return { message: MESSAGES.newsletterSubscribed };
}
