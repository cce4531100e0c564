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

/** Finds the data a public page needs before it renders; undefined when the page needs none. */
export type PageDataLoader = (pathname: string, search: URLSearchParams) => Promise<PageData | undefined>;

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

export interface SsrBundle {
  render(input: RenderInput): Promise<RenderOutput>;
  /** Head tags for pages rendered only in the browser (the dashboard). */
  clientOnlyHead(url: string, origin: string): string;
}
