import { ENDPOINTS, ROUTES } from '@memeforge/contract';
import { storeUser } from './storage';

let ending = false;

/**
 * A 401 anywhere: forget the stored user, ask the server to clear the httpOnly cookies (the
 * browser cannot), and go home. Runs once even when several requests fail together.
 */
export function endSession() {
  if (typeof window === 'undefined' || ending) return;
  ending = true;
  storeUser(null);
  void fetch(ENDPOINTS.logout, { method: 'POST', credentials: 'same-origin' })
    .catch(() => undefined)
    .finally(() => window.location.assign(ROUTES.landing));
}
