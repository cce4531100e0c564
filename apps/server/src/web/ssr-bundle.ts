/**
 * The contract between the server and the web app's SSR bundle (apps/web/src/entry-server.tsx).
 * Kept here as plain types so the server does not import React code.
 */
import type { PageData, User } from '@memeforge/contract';

export interface RenderInput {
  url: string;
  /** PUBLIC_URL's origin, for absolute Open Graph URLs. */
  origin: string;
  user: User | null;
  /** Data a server-side loader fetched for this page (public template pages), seeded into the cache. */
  pageData?: PageData;
}

/** A public page's data as its loader found it, with what the server may do with the render. */
export interface LoadedPageData extends PageData {
  /**
   * The page must show a change of its data the moment it happens (a shared meme's page, taken
   * down when sharing stops): never kept by the public page cache (`public-page-cache.ts`).
   */
  alwaysFresh?: boolean;
}

/** Finds the data a public page needs before it renders; undefined when the page needs none. */
export type PageDataLoader = (pathname: string, search: URLSearchParams) => Promise<LoadedPageData | undefined>;

export interface RenderOutput {
  /** 200, or 404 for a public path no page matches. */
  status: number;
  html: string;
  head: string;
  /** TanStack Query's dehydrated cache, handed to the browser to hydrate with the same data. */
  state: unknown;
  /** The client build's ids of the modules the page needs before it hydrates (its page's chunk). */
  pageModules?: string[];
}

/** The server's own API for a dashboard render: a GET's JSON answer, or a throw when it is not 200. */
export type FetchApi = (pathAndQuery: string) => Promise<unknown>;

export interface DashboardRenderInput {
  url: string;
  origin: string;
  user: User;
  /** Asks the API with the request's session, as the page's own queries would from the browser. */
  fetchApi: FetchApi;
}

export interface SsrBundle {
  render(input: RenderInput): Promise<RenderOutput>;
  /**
   * A signed-in dashboard page with the data it shows first (decision 048), or null for a page
   * rendered only in the browser. Optional: without it (the tests' small bundles) the whole
   * dashboard is the browser-rendered shell.
   */
  renderDashboard?(input: DashboardRenderInput): Promise<RenderOutput | null>;
  /** Head tags for pages rendered only in the browser (the rest of the dashboard). */
  clientOnlyHead(url: string, origin: string): string;
}
