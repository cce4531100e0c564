import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import {
  CurrentPackageSchema,
  ENDPOINTS,
  TemplateListSchema,
  UserMemesListSchema,
  type PageData,
  type PublicTemplateIndex,
  type PublicTemplatePage,
  type User,
} from '@memeforge/contract';
import type { ZodType } from 'zod';
import { App } from './App';
import { AppProviders, createQueryClient } from './AppProviders';
import { buildUrl } from './api';
import { sessionKeys } from './features/session/queries';
import { memeKeys } from './features/memes/memes-api';
import { templateKeys } from './features/templates/templates-api';
import { URL_KEYS, parsePage, parseType } from './features/browse/use-browse-state';
import { listQuery, type ListFilters } from './features/browse/list-filters';
import { templateIndexMeta, templatePageMeta } from './features/templates/public-meta';
import { templateImagePreload } from './features/templates/template-hero';
import { matchPublicTemplateRoute, queryKeyFor, type PublicTemplateRoute } from './features/templates/public-paths';
import { headTags, type PageMeta } from './routes/meta';
import { NOT_FOUND_HEAD, staticPageMeta } from './features/seo/page-meta';
import { seedSharedMeme, sharedMemePageMeta } from './features/sharing/shared-meme-route';
import { PAGES, dashboardRouteFor, publicPageFor } from './routes/pages';
import { pagesFor } from './page-chunks';

export interface RenderInput {
  url: string;
  origin: string;
  user: User | null;
  /** What the server loaded for this page (the public template pages): cache entries and a 404. */
  pageData?: PageData;
}

/**
 * Puts the server's data where the page's own queries look for it. A missing subject (404) is
 * cached as null, which the template pages read as "not found", so the 404 page renders here and
 * hydrates as the same 404 page.
 */
function seedPageData(client: QueryClient, route: PublicTemplateRoute | null, pageData: PageData | undefined) {
  for (const entry of pageData?.prefetched ?? []) client.setQueryData(entry.queryKey, entry.data);
  if (route && pageData?.status === 404 && client.getQueryData(queryKeyFor(route)) === undefined) {
    client.setQueryData(queryKeyFor(route), null);
  }
}

/** Head tags built from the page's data (a template page), else from the static table. */
function pageMeta(client: QueryClient, route: PublicTemplateRoute | null, pathname: string, origin: string) {
  if (route?.kind === 'template') {
    const page = client.getQueryData<PublicTemplatePage | null>(queryKeyFor(route));
    if (page) return templatePageMeta(page, origin);
  }
  if (route?.kind === 'index' && client.getQueryData<PublicTemplateIndex | null>(queryKeyFor(route))) {
    return templateIndexMeta(route.page, origin);
  }
  return sharedMemePageMeta(client, pathname) ?? staticPageMeta(pathname, origin);
}

/** The template page's image, its largest paint, preloaded from the head (decision 021). */
function imagePreload(client: QueryClient, route: PublicTemplateRoute | null): string {
  if (route?.kind !== 'template') return '';
  const page = client.getQueryData<PublicTemplatePage | null>(queryKeyFor(route));
  return page ? templateImagePreload(page) : '';
}

/** The app's markup at `url`, from the query cache as seeded (public and dashboard pages alike). */
function renderApp(client: QueryClient, url: string): string {
  return renderToString(
    <StrictMode>
      <AppProviders client={client} state={null}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}

/** Renders a public page with the signed-in user (or null) and the page's data in the query cache. */
export async function render({ url, origin, user, pageData }: RenderInput) {
  const location = new URL(url, origin);
  const route = matchPublicTemplateRoute(location.pathname, location.search);
  const client = createQueryClient();
  client.setQueryData(sessionKeys.me, user);
  seedPageData(client, route, pageData);
  seedSharedMeme(client, location.pathname, pageData);
  const page = publicPageFor(location.pathname);
  await page.preload();
  const html = renderApp(client, url);
  const meta: PageMeta | undefined = pageMeta(client, route, location.pathname, origin);
  const status = pageData?.status ?? (meta ? 200 : 404);
  return {
    status,
    html,
    head: [
      headTags(status === 404 ? NOT_FOUND_HEAD : (meta ?? NOT_FOUND_HEAD), location.href),
      imagePreload(client, route),
    ]
      .filter(Boolean)
      .join('\n    '),
    state: dehydrate(client),
    pageModules: [page.moduleId],
  };
}

/** The server's own API, asked with the request's session: the answer's JSON, or a throw when not 200. */
export type FetchApi = (pathAndQuery: string) => Promise<unknown>;

export interface DashboardRenderInput {
  url: string;
  origin: string;
  user: User;
  fetchApi: FetchApi;
}

/** The list a page shows, from its URL as `useUrlBrowseState` reads it. */
function urlFilters(search: URLSearchParams): ListFilters {
  return {
    search: search.get(URL_KEYS.search) ?? '',
    type: parseType(search.get(URL_KEYS.type)),
    page: parsePage(search.get(URL_KEYS.page)),
  };
}

/**
 * Puts in the cache what a dashboard page shows first, asked of the API as the browser would ask
 * (same paths, same queries, same schemas, same keys): the plan and credits for the shell, and My
 * Memes' or the Library's page of cards. What fails is left out; the browser asks for it again.
 */
async function prefetchDashboardData(client: QueryClient, page: unknown, search: URLSearchParams, fetchApi: FetchApi) {
  const prefetch = (queryKey: readonly unknown[], path: string, schema: ZodType, query?: Record<string, unknown>) =>
    client.prefetchQuery({
      queryKey,
      queryFn: async () => schema.parse(await fetchApi(buildUrl('', path, query as Parameters<typeof buildUrl>[2]))),
      retry: false,
    });
  const tasks = [prefetch(sessionKeys.currentPackage, ENDPOINTS.currentPackage, CurrentPackageSchema)];
  const filters = urlFilters(search);
  if (page === PAGES.myMemes) {
    tasks.push(prefetch(memeKeys.list(filters), ENDPOINTS.userMemes, UserMemesListSchema, listQuery(filters)));
  }
  if (page === PAGES.library) {
    tasks.push(
      prefetch(templateKeys.list(filters), ENDPOINTS.libraryTemplates, TemplateListSchema, listQuery(filters)),
    );
  }
  await Promise.all(tasks);
}

/**
 * Renders a dashboard page for a signed-in user, with what it shows first in the query cache
 * (decision 048); null for a dashboard page rendered only in the browser (the server then sends the
 * shell).
 */
export async function renderDashboard({ url, origin, user, fetchApi }: DashboardRenderInput) {
  const location = new URL(url, origin);
  const route = dashboardRouteFor(location.pathname);
  if (!route?.serverRendered) return null;
  const client = createQueryClient();
  client.setQueryData(sessionKeys.me, user);
  const pages = pagesFor(location.pathname);
  await Promise.all([
    ...pages.map((page) => page.preload()),
    prefetchDashboardData(client, route.page, location.searchParams, fetchApi),
  ]);
  const html = renderApp(client, url);
  return {
    status: 200,
    html,
    head: clientOnlyHead(url, origin),
    state: dehydrate(client),
    pageModules: pages.map((page) => page.moduleId),
  };
}

export function clientOnlyHead(url: string, origin: string): string {
  const pathname = new URL(url, origin).pathname;
  return headTags(staticPageMeta(pathname, origin) ?? NOT_FOUND_HEAD, new URL(url, origin).href);
}
