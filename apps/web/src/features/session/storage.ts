import { GENERATED_MEMES_STORAGE_KEY, UserSchema, type User } from '@memeforge/contract';

/** The signed-in user is kept in local storage after login (product.md §3.11) so the shell paints at once. */
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

/** What the browser keeps for the signed-in person besides the user: it leaves with them. */
const PER_USER_KEYS = [GENERATED_MEMES_STORAGE_KEY];

/**
 * Stores (or with null, forgets) the signed-in user. Signing out, or in as someone else, also
 * forgets the previous person's generated batch, so the next person on this browser never sees it.
 */
export function storeUser(user: User | null) {
  if (typeof window === 'undefined') return;
  const previous = readStoredUser();
  if (!user || (previous && previous.id !== user.id)) {
    for (const key of PER_USER_KEYS) window.localStorage.removeItem(key);
  }
  if (user) window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  else window.localStorage.removeItem(STORED_USER_KEY);
}
