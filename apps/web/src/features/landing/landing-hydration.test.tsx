/**
 * The landing page as the server renders it (entry-server, with the data the server's loader
 * seeds) hydrates in the browser without a difference: a mismatch would make React re-render and
 * report it here.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, cleanup, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { ENDPOINTS, SSR_QUERY_KEYS } from '@memeforge/contract';
import { App } from '../../App';
import { AppProviders, createQueryClient } from '../../AppProviders';
import { render as renderOnServer } from '../../entry-server';
import { fakeServer } from '../../test-support/fake-server';
import { LANDING_DATA } from './landing-test-data';

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  cleanup();
  vi.unstubAllGlobals();
});

it('renders / on the server with the showcase data and hydrates it as it is, without fetching it again', async () => {
  const server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  const output = await renderOnServer({
    url: '/',
    origin: 'http://localhost',
    user: null,
    pageData: { prefetched: [{ queryKey: SSR_QUERY_KEYS.landing(), data: LANDING_DATA }] },
  });
  expect(output.status).toBe(200);
  expect(output.html).toContain('aria-roledescription="carousel"');
  expect(output.html).toContain('/media/showcase/two-buttons-640.webp 640w');
  expect(output.html).toContain('200M+');

  window.history.replaceState(null, '', '/');
  container = document.createElement('div');
  container.innerHTML = output.html;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  const state = JSON.parse(JSON.stringify(output.state)) as typeof output.state;
  await act(async () => {
    root = hydrateRoot(
      container!,
      <StrictMode>
        <AppProviders client={createQueryClient()} state={state}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  expect(errors.map(String)).toEqual([]);
  expect(screen.getByRole('region', { name: 'Sample video memes' })).toBeInTheDocument();
  expect(server.calls(`GET ${ENDPOINTS.landing}`)).toHaveLength(0);
});
