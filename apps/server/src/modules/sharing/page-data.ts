/**
 * Server-side data for a shared meme's page (`/m/{id}`), handed to the SSR bundle (contract
 * ssr.ts). Not shared, unknown or malformed: the page renders as the 404 page with a 404 status.
 * Read from the database on every request (nothing of ours caches it), so stopping sharing takes
 * the page down at once; a signed-out answer may be kept briefly by browsers and proxies.
 */
import { SHARED_MEME_PREFIX, SSR_QUERY_KEYS, sharedMemeIdOfPath, type PageData } from '@memeforge/contract';
import type { PageDataLoader } from '../../web/ssr-bundle';
import { SHARED_CACHE_CONTROL, sharedMeme, type SharingContext } from './service';

export function sharedMemePageDataLoader(ctx: SharingContext): PageDataLoader {
  return async (pathname): Promise<PageData | undefined> => {
    if (!pathname.startsWith(SHARED_MEME_PREFIX)) return undefined;
    const memeId = sharedMemeIdOfPath(pathname);
    const page = memeId === null ? null : await sharedMeme(ctx, memeId);
    if (!page || memeId === null) return { prefetched: [], status: 404 };
    return {
      prefetched: [{ queryKey: SSR_QUERY_KEYS.sharedMeme(memeId), data: page }],
      cacheControl: SHARED_CACHE_CONTROL,
    };
  };
}
