/**
 * The head of the pages whose tags come from the static table (routes/meta.ts), made complete for
 * search engines and link previews (decision 025): the public pages of the sitemap get their
 * canonical URL and the site's link-preview card as their image (social-card.ts), the landing
 * page its Organization and WebSite structured data too; the pages that are not for search
 * (account links, signing out, the dashboard's shell, the 404 page) are marked noindex.
 */
import { ROUTES } from '@memeforge/contract';
import { NOT_FOUND_META, metaFor, type PageMeta } from '../../routes/meta';
import { socialCardImage } from './social-card';
import { organizationJsonLd, websiteJsonLd } from './structured-data';

/** The public pages of the sitemap whose head is static (the template pages build theirs from data). */
const INDEXABLE_PAGES = new Set<string>([
  ROUTES.landing,
  ROUTES.subscription,
  ROUTES.contactUs,
  ROUTES.privacyPolicy,
  ROUTES.termsOfService,
  ROUTES.apiReference,
]);

const cleanPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function staticPageMeta(pathname: string, origin: string): PageMeta | undefined {
  const meta = metaFor(pathname);
  if (!meta) return undefined;
  const path = cleanPath(pathname);
  if (!INDEXABLE_PAGES.has(path)) return { ...meta, robots: 'noindex' };
  const canonical = new URL(path, origin).href;
  const image = meta.image ?? socialCardImage(origin);
  if (path === ROUTES.landing) {
    return {
      ...meta,
      canonical,
      image,
      jsonLd: [organizationJsonLd(origin), websiteJsonLd(origin, meta.description)],
    };
  }
  return { ...meta, canonical, image };
}

export const NOT_FOUND_HEAD: PageMeta = { ...NOT_FOUND_META, robots: 'noindex' };
