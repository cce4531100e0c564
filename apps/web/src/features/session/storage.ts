import { UserSchema, type User } from '@memeforge/contract';

/** The signed-in user is kept in local storage after login (spec §3) so the shell paints at once. */
export const STORED_USER_KEY = 'user';

export function readStoredUser(): User | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(STORED_USER_KEY);
    if (!raw) return null;
    const parsed = UserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeUser(user: User | null) {
  if (typeof window === 'undefined') return;
  if (user) window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  else window.localStorage.removeItem(STORED_USER_KEY);
}
