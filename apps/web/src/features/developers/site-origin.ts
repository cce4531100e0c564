import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** What the examples say before the browser knows the site's address (the server's rendering). */
export const EXAMPLE_ORIGIN = 'https://memeforge.example';

/**
 * The address the examples call: this site's, once the page runs in the browser. The server's
 * rendering (and the hydration that matches it) shows EXAMPLE_ORIGIN, so one cached page serves
 * every visitor.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => EXAMPLE_ORIGIN,
  );
}
