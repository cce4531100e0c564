import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '../ui';

/** Shows where the router is, so tests can check navigation and query parameters. */
function CurrentLocation() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders `routes` (Route elements) under StrictMode with a fresh query client, a router at `url`
 * and the toaster. Any path not routed shows 'elsewhere'.
 */
export function renderRoutes(routes: ReactElement, url: string, client = createTestQueryClient()) {
  const utils = render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {routes}
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...utils, client, user: userEvent.setup() };
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
