import { Suspense, lazy, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LOGIN_MODAL_QUERY } from '@memeforge/contract';

/**
 * The auth dialog's chunk: its four forms, their zod schemas, Google sign-in and Radix Dialog
 * (decision 021). Public pages load it only when the dialog is first asked for; hovering or
 * focusing a link that opens it fetches it ahead of the click.
 */
const loadAuthDialog = () => import('./auth-dialog');
const AuthDialog = lazy(() => loadAuthDialog().then((module) => ({ default: module.AuthDialog })));

let prefetched: Promise<unknown> | null = null;

/** Starts downloading the dialog's chunk (once); for `onPointerEnter`/`onFocus` of its links. */
export function prefetchAuthDialog() {
  prefetched ??= loadAuthDialog().catch(() => {
    prefetched = null;
  });
}

/** Props for a link that opens the dialog: fetch its chunk on hover, focus or touch. */
export const PREFETCH_AUTH_DIALOG = {
  onPointerEnter: prefetchAuthDialog,
  onFocus: prefetchAuthDialog,
  onTouchStart: prefetchAuthDialog,
} as const;

/**
 * Mounted once by the public layout. The server never renders the dialog, and the first client
 * render (hydration) matches that; after hydration, the dialog is rendered whenever the URL asks
 * for it (`?toggle_login_modal=true`) and stays mounted afterwards so it can animate closed.
 */
export function LazyAuthDialog() {
  const [search] = useSearchParams();
  const wanted = search.get(LOGIN_MODAL_QUERY) === 'true';
  const [hydrated, setHydrated] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (hydrated && wanted) setUsed(true);
  }, [hydrated, wanted]);
  if (!hydrated || !(used || wanted)) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
