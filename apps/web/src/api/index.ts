import { createApiClient } from './client';

export { ApiError, AccessDeniedError, createApiClient, buildUrl, type RequestOptions, type ApiRequest } from './client';

/** What the app's client does about an expired session: the session feature's answers. */
export interface SessionHandlers {
  /** Renews the session once, shared by concurrent 401s: true when new cookies came. */
  refreshSession: () => Promise<boolean>;
  /** Ends the session after a 401 the renewal could not mend. */
  endSession: () => void;
}

let session: SessionHandlers | null = null;

/**
 * Hands the client the session's refresher and sign-out (`entry-client.tsx` for the app,
 * `test-setup.ts` for the tests): api/ is below the features and imports none of them. Until then
 * a 401 is an error like any other, which is all server rendering needs.
 */
export function connectSession(handlers: SessionHandlers): void {
  session = handlers;
}

/** The app's client: cookies authenticate it; a 401 renews the session once, then ends it. */
export const api = createApiClient({
  onUnauthorized: () => session?.endSession(),
  refreshSession: () => session?.refreshSession() ?? Promise.resolve(false),
});
