/**
 * The site's default link-preview image (decision 025): a 1200 × 630 card with the brand, the
 * headline and a few memes, served from `public/social-card.png`. Indexable pages with no image of
 * their own (the landing page, pricing, contact, the legal pages, the template index) show it as
 * og:image and in a `summary_large_image` Twitter card. Remake it with
 * `npx tsx apps/web/scripts/make-social-card.ts`, keeping the size below in step.
 */
import { PRODUCT_NAME } from '@memeforge/contract';
import type { PageMeta } from '../../routes/meta';

export const SOCIAL_CARD = {
  /** Site-relative path of the file in apps/web/public (copied to the client build's root). */
  path: '/social-card.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${PRODUCT_NAME}: Describe a topic. Get memes people share.`,
} as const;

/** The card as a page's Open Graph image, its URL absolute from the site's public origin. */
export function socialCardImage(origin: string): NonNullable<PageMeta['image']> {
  const { path, ...rest } = SOCIAL_CARD;
  return { url: new URL(path, origin).href, ...rest };
}
