/** Server-side data for the landing page, handed to the SSR bundle (contract ssr.ts). */
import { ROUTES, SSR_QUERY_KEYS, type PageData } from '@memeforge/contract';
import type { PageDataLoader } from '../../web/ssr-bundle';
import { landingData, type LandingContext } from './service';

export function landingPageDataLoader(ctx: LandingContext): PageDataLoader {
  return async (pathname): Promise<PageData | undefined> => {
    if (pathname !== ROUTES.landing) return undefined;
    return { prefetched: [{ queryKey: SSR_QUERY_KEYS.landing(), data: await landingData(ctx) }] };
  };
}
