/**
 * Data the server fetches before rendering a public page, handed to the web app's render as
 * TanStack Query cache entries. Both sides build the keys here, so the page's own query finds the
 * data already there and does not fetch it again after hydration.
 */
export const SSR_QUERY_KEYS = {
  publicTemplate: (slug: string) => ['public-template', slug] as const,
  publicTemplateIndex: (page: number) => ['public-template-index', page] as const,
  sharedMeme: (memeId: string) => ['shared-meme', memeId] as const,
  landing: () => ['landing'] as const,
};

export interface PrefetchedQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

/** What a server-side page loader found: cache entries, and 404 when the page's subject is missing. */
export interface PageData {
  prefetched: PrefetchedQuery[];
  status?: 200 | 404;
  /**
   * The page's Cache-Control for a visitor without a session (a shared meme's page: briefly
   * cacheable); absent, pages are `no-store`. A signed-in render is always `no-store`.
   */
  cacheControl?: string;
}

/**
 * The id of the `<script type="application/json">` holding a server-rendered page's dehydrated
 * query cache: a data block rather than an inline script, so the Content-Security-Policy can
 * refuse every inline script.
 */
export const APP_STATE_ELEMENT_ID = 'app-state';

/**
 * The id of the JSON data block that lists a page's scripts for its boot script (decision 034).
 * apps/web/src/boot.ts repeats it (it imports nothing, to stay a few hundred bytes); a test keeps
 * the two the same.
 */
export const BOOT_SCRIPTS_ELEMENT_ID = '__memeforge_scripts';
