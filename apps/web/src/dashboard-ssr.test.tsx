/**
 * The dashboard's main pages are rendered by the server for a signed-in request, with the data
 * they show first asked of the API (decision 048), and hydrated in the browser; any difference
 * between the two is a recoverable error, which fails the test (test-support/ssr.tsx).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { DEFAULT_PAGE_SIZE, ENDPOINTS, ROUTES } from '@memeforge/contract';
import { renderDashboard, type FetchApi } from './entry-server';
import { USER, fakeServer } from './test-support/fake-server';
import { storeBatch } from './test-support/generate-page';
import { makeMeme, memeList } from './test-support/memes';
import { serverRenderedPages } from './test-support/ssr';
import { makeTemplate, templateList } from './test-support/templates';

const PACKAGE = { subscribedPackagePlan: 'pro', subscribedPackageBillingCycle: 'month', credits: '300' };

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  vi.stubGlobal('scrollTo', vi.fn());
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serve = serverRenderedPages();

/** The server's API as the render sees it: JSON by path and query, a throw for anything else. */
function api(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchApi: FetchApi = async (pathAndQuery) => {
    asked.push(pathAndQuery);
    if (!(pathAndQuery in answers)) throw new Error(`GET ${pathAndQuery} answered 404`);
    return JSON.parse(JSON.stringify(answers[pathAndQuery])) as unknown;
  };
  return { fetchApi, asked };
}

describe('the dashboard rendered on the server, signed in', () => {
  it('My Memes arrives with its cards and the plan, and hydrates without asking for them again', async () => {
    const memes = [makeMeme(1, { tagline: 'first caption' }), makeMeme(2, { tagline: 'second caption' })];
    const listPath = `${ENDPOINTS.userMemes}?page=1&page_size=${DEFAULT_PAGE_SIZE}`;
    const { fetchApi, asked } = api({ [ENDPOINTS.currentPackage]: PACKAGE, [listPath]: memeList(memes) });

    const output = await serve(ROUTES['dashboard.myMemes'], { user: USER, fetchApi });

    expect(asked.sort()).toEqual([ENDPOINTS.currentPackage, listPath].sort());
    expect(output.html).toContain('first caption');
    expect(output.pageModules).toEqual(['src/layouts/dashboard/DashboardLayout.tsx', 'src/pages/MyMemesPage.tsx']);
    const cards = within(screen.getByRole('list', { name: 'Memes' })).getAllByTestId('meme-card');
    expect(cards).toHaveLength(2);
    // The first card's picture is the page's largest paint: fetched at once, the others lazily.
    const pictures = screen.getAllByRole('img', { name: /.+/ }).filter((image) => image.dataset.kind === 'image');
    expect(pictures.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    expect(server.calls(`GET ${ENDPOINTS.userMemes}`)).toEqual([]);
    expect(server.calls(`GET ${ENDPOINTS.currentPackage}`)).toEqual([]);
  });

  it('the Library arrives with the page of templates its URL asks for', async () => {
    const listPath = `${ENDPOINTS.libraryTemplates}?search=cat&page=2&type=2&page_size=${DEFAULT_PAGE_SIZE}`;
    const { fetchApi } = api({
      [ENDPOINTS.currentPackage]: PACKAGE,
      [listPath]: templateList([makeTemplate(7, { title: 'Cat video' })], 21),
    });

    const output = await serve(`${ROUTES['dashboard.library']}?search=cat&type=2&page=2`, { user: USER, fetchApi });

    expect(output.html).toContain('Cat video');
    expect(within(screen.getByRole('list', { name: 'Templates' })).getAllByTestId('template-card')).toHaveLength(1);
    expect(server.calls(`GET ${ENDPOINTS.libraryTemplates}`)).toEqual([]);
  });

  it('a list the API refuses is left to the browser, which asks for it', async () => {
    server.on(`GET ${ENDPOINTS.userMemes}`, {
      status: 200,
      body: memeList([makeMeme(3, { tagline: 'asked for by the browser' })]),
    });
    const { fetchApi } = api({ [ENDPOINTS.currentPackage]: PACKAGE });

    const output = await serve(ROUTES['dashboard.myMemes'], { user: USER, fetchApi });

    expect(output.html).not.toContain('asked for by the browser');
    expect(await screen.findByText('asked for by the browser')).toBeInTheDocument();
  });

  it('Generate hydrates with the empty gallery, then shows the batch kept in the browser', async () => {
    storeBatch([makeMeme(4, { tagline: 'kept from last time' })], null);
    const { fetchApi } = api({ [ENDPOINTS.currentPackage]: PACKAGE });

    const output = await serve(ROUTES['dashboard.generateMeme'], { user: USER, fetchApi });

    expect(output.html).not.toContain('kept from last time');
    expect(await screen.findByText('kept from last time')).toBeInTheDocument();
  });

  it('leaves the other dashboard pages to the browser', async () => {
    const { fetchApi, asked } = api({});
    for (const url of [ROUTES['dashboard.editor'], ROUTES['dashboard.profile'], '/dashboard/no-such-page']) {
      expect(await renderDashboard({ url, origin: 'http://localhost', user: USER, fetchApi })).toBeNull();
    }
    expect(asked).toEqual([]);
  });
});
