/**
 * Server-side data for a shared meme's page (`/m/{id}`), handed to the SSR bundle (contract
 * ssr.ts). Not shared, unknown or malformed: the page renders as the 404 page with a 404 status.
 * Read from the database on every request (the page cache never keeps it), so stopping sharing takes
 * the page down at once; a signed-out answer may be kept briefly by browsers and proxies.
 */
import { SHARED_MEME_PREFIX, SSR_QUERY_KEYS, sharedMemeIdOfPath } from '@memeforge/contract';
import type { LoadedPageData, PageDataLoader } from '../../web/ssr-bundle';
import { SHARED_CACHE_CONTROL, sharedMeme, type SharingContext } from './service';

export function sharedMemePageDataLoader(ctx: SharingContext): PageDataLoader {
  return async (pathname): Promise<LoadedPageData | undefined> => {
    if (!pathname.startsWith(SHARED_MEME_PREFIX)) return undefined;
    const memeId = sharedMemeIdOfPath(pathname);
    const page = memeId === null ? null : await sharedMeme(ctx, memeId);
    // Never kept in the server's page cache, shared or not: a share starts and stops at once.
    if (!page || memeId === null) return { prefetched: [], status: 404, alwaysFresh: true };
    return {
      prefetched: [{ queryKey: SSR_QUERY_KEYS.sharedMeme(memeId), data: page }],
      cacheControl: SHARED_CACHE_CONTROL,
      alwaysFresh: true,
    };
  };
}
