/**
 * Head tags of a shared meme's page (`/m/{id}`, decision 025): its own title (the caption), a
 * description from the alt text, the canonical URL, Open Graph and Twitter cards with the meme (or
 * a video's poster frame) as the image, og:video for a video, and ImageObject or VideoObject
 * structured data. The page is kept out of search results (noindex): it is someone's post, found
 * through the link they shared, and not in the sitemap.
 */
import { MEDIA_TYPE, PRODUCT_NAME, type SharedMeme } from '@memeforge/contract';
import type { PageMeta } from '../../routes/meta';
import { metaDescription } from '../seo/meta-description';

export function sharedMemeTitle(page: Pick<SharedMeme, 'title'>): string {
  return `${page.title} | ${PRODUCT_NAME}`;
}

export function sharedMemeMeta(page: SharedMeme): PageMeta {
  const video = page.type === MEDIA_TYPE.video;
  const description = metaDescription(`${page.altText}. Made with ${PRODUCT_NAME}.`.replace(/\.\./g, '.'));
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': video ? 'VideoObject' : 'ImageObject',
    name: page.title,
    description: page.altText,
    url: page.pageUrl,
    contentUrl: video ? page.videoUrl : page.imageUrl,
    thumbnailUrl: page.imageUrl,
    encodingFormat: video ? page.videoType : page.imageType,
    uploadDate: page.sharedAt,
    dateCreated: page.createdAt,
    width: page.width,
    height: page.height,
    ...(page.caption ? { caption: page.caption } : {}),
    isPartOf: { '@type': 'WebSite', name: PRODUCT_NAME, url: new URL('/', page.pageUrl).href },
  };
  return {
    title: sharedMemeTitle(page),
    description,
    canonical: page.pageUrl,
    ogType: video ? 'video.other' : 'article',
    image: { url: page.imageUrl, width: page.width, height: page.height, alt: page.altText, type: page.imageType },
    ...(video && page.videoUrl
      ? {
          video: {
            url: page.videoUrl,
            width: page.width,
            height: page.height,
            ...(page.videoType ? { type: page.videoType } : {}),
          },
        }
      : {}),
    robots: 'noindex',
    jsonLd,
  };
}
