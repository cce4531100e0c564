/**
 * Where a person goes once signed in, when they started from a call to action that promised a
 * place (the landing page's 'Use This Meme' opens the editor on that template). The auth dialog's
 * `next` query names it; sign-up keeps it in this browser until the e-mail link (or Google) signs
 * the person in, which can be in another tab. Only the app's own dashboard paths are followed, so
 * the parameter cannot send anyone to another site.
 */
import { ROUTES, isDashboardPath } from '@memeforge/contract';

export const NEXT_QUERY = 'next';
const STORAGE_KEY = 'memeforge.after-sign-in';
/** A remembered destination older than this is stale: the person has moved on. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** The path if it is one of ours in the dashboard, else null. */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const pathname = value.split(/[?#]/, 1)[0]!;
  return isDashboardPath(pathname) ? value : null;
}

/** Keeps `next` for the sign-in that ends the sign-up (the e-mail link, maybe in another tab). */
export function rememberNextPath(value: string | null | undefined): void {
  const path = safeNextPath(value);
  try {
    if (path) localStorage.setItem(STORAGE_KEY, JSON.stringify({ path, at: Date.now() }));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be off (private mode): the person lands on the generator instead.
  }
}

/** The remembered destination, forgotten as it is read; the generator when there is none. */
export function takeNextPath(): string {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    localStorage.removeItem(STORAGE_KEY);
    const saved = raw ? (JSON.parse(raw) as { path?: unknown; at?: unknown }) : null;
    const fresh = typeof saved?.at === 'number' && Date.now() - saved.at < KEEP_MS;
    const path = fresh && typeof saved?.path === 'string' ? safeNextPath(saved.path) : null;
    if (path) return path;
  } catch {
    // Unreadable or unavailable storage: the default below.
  }
  return ROUTES['dashboard.generateMeme'];
}
