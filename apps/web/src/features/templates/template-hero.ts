import { MEDIA_TYPE, type PublicTemplatePage } from '@memeforge/contract';

/**
 * The public template page's image is its largest paint (decision 021). Below the `md`
 * breakpoint the card is at most ~740 px wide and usually a phone's ~350, so the 480 px
 * thumbnail is sent there instead of the full file; wider screens get the file.
 */
export const NARROW_SCREEN = '(max-width: 767px)';
const WIDE_SCREEN = '(min-width: 768px)';

/** `<link rel="preload">` tags for the page's image, matching the `<picture>` it renders. */
export function templateImagePreload(page: PublicTemplatePage): string {
  if (page.templateType !== MEDIA_TYPE.image || !page.templateFile) return '';
  const link = (href: string, media?: string) =>
    `<link rel="preload" as="image" href="${escapeAttribute(href)}"${media ? ` media="${media}"` : ''} fetchpriority="high" />`;
  if (!page.templateThumbnail) return link(page.templateFile);
  return [link(page.templateThumbnail, NARROW_SCREEN), link(page.templateFile, WIDE_SCREEN)].join('\n    ');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
