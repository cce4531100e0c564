import { ENDPOINTS } from '@memeforge/contract';

/** Serialises renewals across tabs, so two tabs never present the same refresh token. */
const REFRESH_LOCK = 'memeforge.session-refresh';

/**
 * Renews the session: POST the token-refresh endpoint with the httpOnly refresh cookie; the server
 * answers new cookies (true) or 401 (false). The refresh token is single-use (a replayed one
 * revokes its whole chain), so concurrent callers share one renewal, and where the browser offers
 * Web Locks, tabs take turns. A network failure rejects: it says nothing about the session.
 */
export function createSessionRefresher(doFetch: typeof fetch) {
  let inflight: Promise<boolean> | null = null;

  const attempt = async (): Promise<boolean> => {
    const response = await doFetch(ENDPOINTS.tokenRefresh, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    return response.ok;
  };

  return function refreshSession(): Promise<boolean> {
    if (!inflight) {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      // The lock resolves with what the callback resolves with.
      const renewal = (locks ? locks.request(REFRESH_LOCK, attempt) : attempt()) as Promise<boolean>;
      inflight = renewal.finally(() => {
        inflight = null;
      });
    }
    return inflight;
  };
}

/** The app's one refresher, shared by the API client and the signed-in-user query. */
export const refreshSession = createSessionRefresher((...args: Parameters<typeof fetch>) => fetch(...args));
