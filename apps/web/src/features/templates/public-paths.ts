import { ROUTES, SSR_QUERY_KEYS } from '@memeforge/contract';
import { parsePage } from '../browse/use-browse-state';

export type PublicTemplateRoute = { kind: 'index'; page: number } | { kind: 'template'; slug: string };

export function publicTemplatePath(slug: string): string {
  return `${ROUTES.publicTemplates}/${encodeURIComponent(slug)}`;
}

/** Page 1 is the bare address, so it has one canonical URL. */
export function publicIndexPath(page: number): string {
  return page > 1 ? `${ROUTES.publicTemplates}?page=${page}` : ROUTES.publicTemplates;
}

/** Which public template page a URL is, if any. */
export function matchPublicTemplateRoute(pathname: string, search: string): PublicTemplateRoute | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (clean === ROUTES.publicTemplates) {
    return { kind: 'index', page: parsePage(new URLSearchParams(search).get('page')) };
  }
  const prefix = `${ROUTES.publicTemplates}/`;
  if (!clean.startsWith(prefix)) return null;
  const rest = clean.slice(prefix.length);
  if (!rest || rest.includes('/')) return null;
  try {
    return { kind: 'template', slug: decodeURIComponent(rest) };
  } catch {
    return null;
  }
}

/** The query key a public template page reads (the server seeds it, contract ssr.ts). */
export function queryKeyFor(route: PublicTemplateRoute): readonly unknown[] {
  return route.kind === 'index'
    ? SSR_QUERY_KEYS.publicTemplateIndex(route.page)
    : SSR_QUERY_KEYS.publicTemplate(route.slug);
}
