import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@memeforge/contract';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(QUERY);
  if (!list?.addEventListener) return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Under the product's 768 px breakpoint (product.md §9.9), kept current as the window resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
