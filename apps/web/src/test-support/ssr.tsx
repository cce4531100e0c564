/**
 * Server-render a page with entry-server, then hydrate it the way entry-client does. A mismatch
 * between the two is a recoverable error React reports; every test that uses this fails on one.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import type { DehydratedState } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import type { PageData, User } from '@memeforge/contract';
import { App } from '../App';
import { AppProviders, createQueryClient } from '../AppProviders';
import { render as renderOnServer, renderDashboard, type FetchApi } from '../entry-server';
import { pagesFor } from '../page-chunks';

export interface ServeOptions {
  user?: User | null;
  pageData?: PageData;
  /** The history entry's state, as a navigation with router state would leave it. */
  historyState?: unknown;
  /** Milliseconds to let effects that start after hydration settle. */
  settleMs?: number;
  /** How long before this request the page was rendered (a kept public page served late). */
  renderedAgoMs?: number;
  /** A signed-in dashboard render (decision 048): the API the server's render asks. */
  fetchApi?: FetchApi;
}

/**
 * Registers the hooks that check for hydration errors and unmount after each test, and answers
 * the function that serves and hydrates one URL. Call it once at the top of a test file.
 */
export function serverRenderedPages({ origin = 'http://localhost' }: { origin?: string } = {}) {
  let root: Root | null = null;
  let container: HTMLElement | null = null;
  let hydrationErrors: unknown[] = [];

  beforeEach(() => {
    hydrationErrors = [];
  });
  afterEach(() => {
    expect(hydrationErrors.map(String)).toEqual([]);
    act(() => root?.unmount());
    container?.remove();
    root = null;
    container = null;
  });

  return async function serveAndHydrate(url: string, options: ServeOptions = {}) {
    const output =
      options.fetchApi && options.user
        ? await renderDashboard({ url, origin, user: options.user, fetchApi: options.fetchApi })
        : await renderOnServer({
            url,
            origin,
            user: options.user ?? null,
            ...(options.pageData ? { pageData: options.pageData } : {}),
          });
    if (!output) throw new Error(`${url} is not rendered on the server`);
    window.history.replaceState(options.historyState ?? null, '', url);
    const host = document.createElement('div');
    host.innerHTML = output.html;
    document.body.appendChild(host);
    container = host;
    // The state crosses the wire as JSON, as it does inside the page.
    const state = JSON.parse(
      JSON.stringify(renderedEarlier(output.state, options.renderedAgoMs ?? 0)),
    ) as DehydratedState;
    // As entry-client.tsx does: the page's own chunks first, so the first render matches the server's.
    await Promise.all(pagesFor(new URL(url, origin).pathname).map((page) => page.preload()));
    await act(async () => {
      root = hydrateRoot(
        host,
        <StrictMode>
          <AppProviders client={createQueryClient()} state={state}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </AppProviders>
        </StrictMode>,
        { onRecoverableError: (error) => hydrationErrors.push(error) },
      );
    });
    if (options.settleMs) await act(() => new Promise((resolve) => setTimeout(resolve, options.settleMs)));
    return output;
  };
}

/** The state as a render `agoMs` earlier would have left it: every query's answer that much older. */
function renderedEarlier(state: DehydratedState, agoMs: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: query.state.dataUpdatedAt - agoMs },
    })),
  };
}
