/**
 * The landing page as the server renders it (entry-server, with the data the server's loader
 * seeds) hydrates in the browser without a difference: a mismatch would make React re-render and
 * report it here.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ENDPOINTS, SSR_QUERY_KEYS } from '@memeforge/contract';
import { fakeServer } from '../../test-support/fake-server';
import { serverRenderedPages } from '../../test-support/ssr';
import { LANDING_DATA } from './landing-test-data';

const serveAndHydrate = serverRenderedPages();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('renders / on the server with the showcase data and hydrates it as it is, without fetching it again', async () => {
  const server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  const output = await serveAndHydrate('/', {
    pageData: { prefetched: [{ queryKey: SSR_QUERY_KEYS.landing(), data: LANDING_DATA }] },
  });
  expect(output.status).toBe(200);
  expect(output.html).toContain('aria-roledescription="carousel"');
  // The pictures below the first screen have their size but no source until the page has hydrated
  // (features/landing/deferred-media.tsx); jsdom has no IntersectionObserver, so they load then.
  expect(output.html).toContain('alt="Meme: two buttons');
  expect(output.html).not.toContain('/media/showcase/two-buttons-640.webp');
  expect(output.html).toContain('200M+');
  expect(screen.getByRole('region', { name: 'Sample video memes' })).toBeInTheDocument();
  expect(screen.getAllByRole('img', { name: /two buttons/ })[0]).toHaveAttribute(
    'srcset',
    expect.stringContaining('/media/showcase/two-buttons-640.webp 640w'),
  );
  expect(server.calls(`GET ${ENDPOINTS.landing}`)).toHaveLength(0);
});
