import { ENDPOINTS, ROUTES } from '@memeforge/contract';
import { storeUser } from './storage';

let ending = false;

/**
 * Ends the session: forget the stored user, ask the server to revoke the refresh token and clear
 * the httpOnly cookies (the browser cannot), then load the landing page afresh so no cached data
 * of the old session survives. Runs once even when several requests fail with 401 together.
 * Used by the /logout page and by the API client on any 401.
 */
export function endSession(): Promise<void> {
  if (typeof window === 'undefined' || ending) return Promise.resolve();
  ending = true;
  storeUser(null);
  return fetch(ENDPOINTS.logout, { method: 'POST', credentials: 'same-origin' })
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => window.location.replace(ROUTES.landing));
}
