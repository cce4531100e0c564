/** The pricing page is server-rendered (decision 021): it must hydrate without a mismatch, signed in or not. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, cleanup, screen, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { ENDPOINTS, ROUTES, type User } from '@memeforge/contract';
import { App } from '../App';
import { AppProviders, createQueryClient } from '../AppProviders';
import { render as renderOnServer } from '../entry-server';
import { PACKAGE_ROUTE, pkg } from '../features/billing/billing-test-data';
import { USER, fakeServer } from '../test-support/fake-server';

let server: ReturnType<typeof fakeServer>;
let root: Root | null = null;
let container: HTMLElement | null = null;
let hydrationErrors: unknown[] = [];

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  window.localStorage.clear();
  hydrationErrors = [];
});
afterEach(() => {
  expect(hydrationErrors.map(String)).toEqual([]);
  act(() => root?.unmount());
  container?.remove();
  root = null;
  cleanup();
  vi.unstubAllGlobals();
});

async function serveAndHydrate(url: string, user: User | null) {
  const output = await renderOnServer({ url, origin: 'http://localhost', user });
  window.history.replaceState(null, '', url);
  container = document.createElement('div');
  container.innerHTML = output.html;
  document.body.appendChild(container);
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
      { onRecoverableError: (error) => hydrationErrors.push(error) },
    );
  });
  return output;
}

describe('server-rendered pricing page', () => {
  it('arrives with the plans and prices for a visitor, yearly when asked', async () => {
    const output = await serveAndHydrate(`${ROUTES.subscription}?cycle=year`, null);
    expect(output.status).toBe(200);
    expect(output.html).toContain('Pricing');
    expect(output.html).toContain('$190');
    expect(output.html).toContain('2 months free');
    expect(output.html).not.toContain('Pro (legacy)');
    expect(screen.getByRole('button', { name: 'Get Pro' })).toBeInTheDocument();
  });

  it('marks the signed-in person’s plan once their package arrives in the browser', async () => {
    server.on(`GET ${ENDPOINTS.user}`, { status: 200, body: USER });
    server.on(PACKAGE_ROUTE, { status: 200, body: pkg('pro', 'month', 1000) });
    const output = await serveAndHydrate(ROUTES.subscription, USER);
    expect(output.html).not.toContain('Current plan');
    const pro = screen.getByTestId('plan-pro');
    expect(await within(pro).findByRole('button', { name: 'Current plan' })).toBeDisabled();
  });
});
