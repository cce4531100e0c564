/**
 * Head tags of the public template pages (product.md §1.3): title '{template} Meme Template', a
 * description, the canonical URL, an absolute Open Graph image, the SEO keywords, and schema.org
 * structured data (ImageObject or VideoObject, and the BreadcrumbList the page shows).
 */
import { MEDIA_TYPE, PRODUCT_NAME, ROUTES, type PublicTemplatePage } from '@memeforge/contract';
import { PAGE_META, type PageMeta } from '../../routes/meta';
import { metaDescription } from '../seo/meta-description';
import { socialCardImage } from '../seo/social-card';
import { breadcrumbJsonLd, isoDuration } from '../seo/structured-data';
import { absoluteUrl } from './media-url';
import { publicIndexPath, publicTemplatePath } from './public-paths';

export function templatePageTitle(templateTitle: string): string {
  return `${templateTitle} Meme Template`;
}

export function templatePageMeta(page: PublicTemplatePage, origin: string): PageMeta {
  const video = page.templateType === MEDIA_TYPE.video;
  const canonical = absoluteUrl(publicTemplatePath(page.slug), origin);
  const file = absoluteUrl(page.templateFile, origin);
  const still = video ? (page.templatePoster ?? page.templateThumbnail) : page.templateFile;
  const thumbnail = page.templateThumbnail ?? page.templatePoster ?? (video ? null : page.templateFile);
  const description = metaDescription(page.description || `${page.templateTitle}: origin, use cases and meme ideas.`);
  const name = templatePageTitle(page.templateTitle);

  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': video ? 'VideoObject' : 'ImageObject',
    name,
    description,
    url: canonical,
    contentUrl: file,
    ...(thumbnail ? { thumbnailUrl: absoluteUrl(thumbnail, origin) } : {}),
    uploadDate: page.createdAt,
    dateModified: page.updatedAt,
    width: page.width,
    height: page.height,
    ...(video && page.duration !== null ? { duration: isoDuration(page.duration) } : {}),
    ...(page.seoKeywordsList.length ? { keywords: page.seoKeywordsList.join(', ') } : {}),
    ...(page.source ? { creditText: page.source } : {}),
    ...(page.licence ? { copyrightNotice: page.licence } : {}),
  };

  return {
    title: name,
    description,
    canonical,
    ogType: video ? 'video.other' : 'article',
    ...(still
      ? {
          image: {
            url: absoluteUrl(still, origin),
            width: page.width,
            height: page.height,
            alt: name,
          },
        }
      : // A video with no poster or thumbnail: link previews show the site's card (decision 025).
        { image: socialCardImage(origin) }),
    ...(video ? { video: { url: file, width: page.width, height: page.height } } : {}),
    keywords: page.seoKeywordsList,
    jsonLd: [
      jsonLd,
      breadcrumbJsonLd([
        { name: PRODUCT_NAME, url: absoluteUrl(ROUTES.landing, origin) },
        { name: 'Meme Templates', url: absoluteUrl(publicIndexPath(1), origin) },
        { name: page.templateTitle, url: canonical },
      ]),
    ],
  };
}

export function templateIndexMeta(page: number, origin: string): PageMeta {
  return {
    title: page > 1 ? `Meme templates, page ${page} | ${PRODUCT_NAME}` : PAGE_META[ROUTES.publicTemplates]!.title,
    description: PAGE_META[ROUTES.publicTemplates]!.description,
    canonical: absoluteUrl(publicIndexPath(page), origin),
    // The index has no picture of its own: link previews show the site's card (decision 025).
    image: socialCardImage(origin),
  };
}
