/** Server-side data for the public template pages, handed to the SSR bundle (see contract ssr.ts). */
import { SSR_QUERY_KEYS, ROUTES, type PageData } from '@memeforge/contract';
import { NotFound } from '../../domain-errors';
import type { PageDataLoader } from '../../web/ssr-bundle';
import { publicTemplateIndex, publicTemplatePage, type TemplatesContext } from './service';
import { ENDPOINTS } from '@memeforge/contract';

export function templatePageDataLoader(ctx: TemplatesContext): PageDataLoader {
  return async (pathname, search): Promise<PageData | undefined> => {
    if (pathname === ROUTES.publicTemplates || pathname === `${ROUTES.publicTemplates}/`) {
      const page = Math.max(1, Math.min(100_000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
      try {
        const data = await publicTemplateIndex(ctx, page, ENDPOINTS.publicTemplates);
        return { prefetched: [{ queryKey: SSR_QUERY_KEYS.publicTemplateIndex(page), data }] };
      } catch (error) {
        if (error instanceof NotFound) return { prefetched: [], status: 404 };
        throw error;
      }
    }
    const match = new RegExp(`^${ROUTES.publicTemplates}/([^/]+)/?$`).exec(pathname);
    if (!match) return undefined;
    const slug = decodeURIComponent(match[1]!);
    const data = await publicTemplatePage(ctx, slug);
    return data
      ? { prefetched: [{ queryKey: SSR_QUERY_KEYS.publicTemplate(slug), data }] }
      : { prefetched: [], status: 404 };
  };
}
