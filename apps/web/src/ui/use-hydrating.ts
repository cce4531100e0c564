import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while the server renders a page and while the browser hydrates it (React's server
 * snapshot), false in any render in the browser after that or without it. What the server cannot
 * know (local storage, a random number) waits until it is false, so the hydration matches.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
