/**
 * What search engines should find: the public pages, each public template's page with the time it
 * last changed. The routes that render /sitemap.xml (and the sitemap JSON) ask here instead of
 * reading the templates store themselves.
 */
import { ROUTES } from '@memeforge/contract';
import type { Db } from '../../db/types';
import { listPublicSlugs } from './store';

/** Public pages that exist whatever the library holds. */
const STATIC_PUBLIC_PAGES = [
  ROUTES.landing,
  ROUTES.subscription,
  ROUTES.contactUs,
  ROUTES.publicTemplates,
  ROUTES.privacyPolicy,
  ROUTES.termsOfService,
  ROUTES.apiReference,
];

export interface PublicTemplateUrl {
  slug: string;
  /** The template's public page, absolute. */
  url: string;
  updatedAt: Date;
}

export interface SitemapEntry {
  url: string;
  lastModified: Date | null;
}

/** Every public template's page (docs/product.md §1.3), oldest template first. */
export async function publicTemplateUrls(db: Db, publicUrl: string): Promise<PublicTemplateUrl[]> {
  const rows = await listPublicSlugs(db);
  return rows.map(({ slug, updatedAt }) => ({
    slug,
    url: `${publicUrl}${ROUTES.publicTemplates}/${encodeURIComponent(slug)}`,
    updatedAt,
  }));
}

/** The sitemap: the static public pages, then every public template's page. */
export async function sitemapEntries(db: Db, publicUrl: string): Promise<SitemapEntry[]> {
  const templates = await publicTemplateUrls(db, publicUrl);
  return [
    ...STATIC_PUBLIC_PAGES.map((page) => ({ url: `${publicUrl}${page}`, lastModified: null })),
    ...templates.map(({ url, updatedAt }) => ({ url, lastModified: updatedAt })),
  ];
}
