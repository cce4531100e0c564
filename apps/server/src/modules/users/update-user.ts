/**
 * Changing a user's row as every service must: the write, then this process's access cache
 * forgets the user, so a new plan, a disabled account or ended sessions hold for the very next
 * request. The store stays queries only; the cache is the service layer's concern.
 */
import type { NewUserRow, UserRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { forgetUserAccess } from './access-cache';
import { updateUserRow } from './store';

export async function updateUser(db: Db, id: number, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const row = await updateUserRow(db, id, values);
  // After the write: lru-cache drops a check still in flight too, so the old plan cannot come back.
  await forgetUserAccess(db, id);
  return row;
}
