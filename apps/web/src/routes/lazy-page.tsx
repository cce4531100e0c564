import { createElement, lazy, type ComponentType } from 'react';

/** A page component loaded in a chunk of its own, which can be loaded ahead of rendering. */
export interface LazyPage<P extends object = object> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the page's chunk; once it resolves, the page renders without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * A page whose code loads on first use, like `React.lazy`, but that renders straight away (no
 * suspending) once `preload` has resolved. The server preloads the page it is about to render
 * and the browser the page it is about to hydrate (entry-server.tsx, entry-client.tsx), so a
 * server-rendered page hydrates as the same markup, while the other pages' code stays out of the
 * download (decision 034). A page met before its chunk has arrived (a link followed in the
 * browser) suspends as `React.lazy` does.
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  // A chunk that failed to arrive (a dropped connection) is asked for again by the next preload.
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  // React.lazy keeps a failure for good: rendered again, the page shows its error (PageLoadBoundary
  // offers a reload) rather than asking for the chunk in a loop.
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  const Page = (props: P) => createElement(loaded ?? Suspending, props);
  Page.preload = preload;
  return Page;
}
