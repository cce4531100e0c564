/**
 * /docs/api is server-rendered with the guide and hydrated; the reference viewer is mounted only
 * in the browser, after hydration, with the OpenAPI document the server serves. Scalar itself is
 * replaced here; the end-to-end test (e2e/tests/api-reference.spec.ts) runs it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ENDPOINTS, PRODUCT_NAME, ROUTES } from '@memeforge/contract';
import { fakeServer } from '../test-support/fake-server';
import { serverRenderedPages } from '../test-support/ssr';
import { EXAMPLE_ORIGIN } from '../features/developers/site-origin';

const scalar = vi.hoisted(() => ({ create: vi.fn(), destroy: vi.fn() }));
vi.mock('@scalar/api-reference', () => ({
  createApiReference: (element: HTMLElement, configuration: Record<string, unknown>) => {
    scalar.create(element, configuration);
    return { destroy: scalar.destroy };
  },
}));

beforeEach(() => {
  const server = fakeServer();
  server.on(`GET ${ENDPOINTS.authProviders}`, { status: 200, body: { google: { enabled: false, loginUrl: null } } });
  vi.stubGlobal('fetch', server.fetch);
  scalar.create.mockClear();
  scalar.destroy.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serve = serverRenderedPages({ origin: 'http://localhost' });

describe('/docs/api', () => {
  it('arrives with its title, the guide and a loading line for the reference', async () => {
    const output = await serve(ROUTES.apiReference);
    expect(output.status).toBe(200);
    expect(output.head).toContain(`<title>API for developers | ${PRODUCT_NAME}</title>`);
    expect(output.head).toContain(`<link rel="canonical" href="http://localhost${ROUTES.apiReference}" />`);
    expect(output.html).toContain('Loading the API reference');
    // The server does not know the visitor's address: its examples name a stand-in.
    expect(output.html).toContain(`export MEMEFORGE_URL=&quot;${EXAMPLE_ORIGIN}&quot;`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('lists every section in its contents, in order', async () => {
    await serve(ROUTES.apiReference);
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => heading.id !== 'api-contents');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(headings.map((heading) => `#${heading.id}`));
    expect(links.map((link) => link.textContent)).toEqual(headings.map((heading) => heading.textContent));
  });

  it('shows the calls as the server has them, against this site once in the browser', async () => {
    await serve(ROUTES.apiReference);
    const origin = window.location.origin;
    const examplesText = () =>
      screen
        .getAllByRole('region')
        .map((region) => region.textContent)
        .join('\n');
    await waitFor(() => expect(examplesText()).toContain(`export MEMEFORGE_URL="${origin}"`));
    const text = examplesText();
    expect(text).toContain(`curl -sS -X POST "$MEMEFORGE_URL${ENDPOINTS.generate}"`);
    expect(text).toContain(`"$MEMEFORGE_URL${ENDPOINTS.generationJobStatus}?job_id=$JOB_ID"`);
    expect(text).toContain('"$MEMEFORGE_URL/memes/item/$MEME_ID/download/?format=png"');
    expect(text).toContain(`-X POST "$MEMEFORGE_URL${ENDPOINTS.chat}"`);
    expect(text).toContain(`-X POST "$MEMEFORGE_URL${ENDPOINTS.saveMeme}"`);
    expect(text).toContain(`"$MEMEFORGE_URL${ENDPOINTS.libraryTemplates}?search=cat`);
    expect(text).toContain(`"url": "${origin}/mcp"`);
    expect(text).toContain('"MEMEFORGE_API_KEY": "mf_…"');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', ROUTES['dashboard.profile']);
  });

  it('mounts the viewer after hydration, on the served OpenAPI document and fetching nothing from elsewhere', async () => {
    await serve(ROUTES.apiReference);
    await waitFor(() => expect(scalar.create).toHaveBeenCalledTimes(1));
    const [element, configuration] = scalar.create.mock.calls[0] as [HTMLElement, Record<string, unknown>];
    expect(screen.getByTestId('api-reference')).toContainElement(element);
    expect(configuration).toMatchObject({
      url: ENDPOINTS.openapi,
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      hideTestRequestButton: true,
      hideClientButton: true,
    });
    expect(configuration).not.toHaveProperty('proxyUrl');
    await waitFor(() => expect(screen.queryByText('Loading the API reference…')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'OpenAPI document' })).toHaveAttribute('href', ENDPOINTS.openapi);
    expect(screen.getByRole('link', { name: 'Swagger UI' })).toHaveAttribute('href', ENDPOINTS.apiDocs);
  });
});
