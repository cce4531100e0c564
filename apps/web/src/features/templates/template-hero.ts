import { MEDIA_TYPE, type PublicTemplatePage } from '@memeforge/contract';

/**
 * The public template page's image is its largest paint (decision 021). Below the `md`
 * breakpoint the card is at most ~700 px wide and usually a phone's ~310, so a small copy is
 * sent there instead of the full file: the WebP card pictures when the template has them
 * (decision 033), else the 480 px JPEG thumbnail; wider screens get the file.
 */
export const NARROW_SCREEN = '(max-width: 767px)';
const WIDE_SCREEN = '(min-width: 768px)';

/**
 * How wide the hero is drawn on a narrow screen: one column, the page's `px-4` (16 px a side) and
 * the card's `p-4` and 1 px border (17 px a side), so 309 px on a 375 px phone. Its `max-h-[600px]`
 * can only draw a tall template narrower, never wider.
 */
export const HERO_NARROW_SIZES = 'calc(100vw - 66px)';

/**
 * The hero's WebP `<source>` for narrow screens (decision 033): the template's card pictures as a
 * `srcset`. Null for a template without copies (the JPEG thumbnail serves narrow screens then).
 * The preload in the head is built from the same value, so it fetches what the browser picks.
 */
export function heroWebpSource(page: Pick<PublicTemplatePage, 'templateThumbnails'>) {
  if (page.templateThumbnails.length === 0) return null;
  return {
    type: 'image/webp',
    media: NARROW_SCREEN,
    srcSet: page.templateThumbnails.map((thumbnail) => `${thumbnail.url} ${thumbnail.width}w`).join(', '),
    sizes: HERO_NARROW_SIZES,
  };
}

/** `<link rel="preload">` tags for the page's image, matching the `<picture>` it renders. */
export function templateImagePreload(page: PublicTemplatePage): string {
  if (page.templateType !== MEDIA_TYPE.image || !page.templateFile) return '';
  const link = (href: string, media?: string) =>
    `<link rel="preload" as="image" href="${escapeAttribute(href)}"${media ? ` media="${media}"` : ''} fetchpriority="high" />`;
  const webp = heroWebpSource(page);
  if (webp) {
    // No href: a browser that cannot read imagesrcset fetches nothing rather than a wrong file, and
    // one without WebP skips it by its type (it falls back to the JPEG source).
    const narrow = `<link rel="preload" as="image" imagesrcset="${escapeAttribute(webp.srcSet)}" imagesizes="${webp.sizes}" type="${webp.type}" media="${webp.media}" fetchpriority="high" />`;
    return [narrow, link(page.templateFile, WIDE_SCREEN)].join('\n    ');
  }
  if (!page.templateThumbnail) return link(page.templateFile);
  return [link(page.templateThumbnail, NARROW_SCREEN), link(page.templateFile, WIDE_SCREEN)].join('\n    ');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
