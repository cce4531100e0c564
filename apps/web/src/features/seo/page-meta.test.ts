/**
 * The head of every public page (decision 025): canonical URLs on the sitemap's pages, the landing
 * page's Organization and WebSite, the template pages' BreadcrumbList, noindex where a page is not
 * for search, Twitter cards that match what the page has, and the site's card as the image of the
 * indexable pages with none of their own. Parsed as a browser parses a head.
 */
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@memeforge/contract';
import { clientOnlyHead } from '../../entry-server';
import { headTags } from '../../routes/meta';
import { makePublicTemplatePage } from '../../test-support/templates';
import { templateIndexMeta, templatePageMeta } from '../templates/public-meta';
import { NOT_FOUND_HEAD, staticPageMeta } from './page-meta';

const ORIGIN = 'https://memes.example';

function parseHead(head: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head></html>`, 'text/html');
  const meta = (key: string) =>
    doc.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  return {
    title: doc.title,
    meta,
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    ),
  };
}

const headOf = (pathname: string) => parseHead(headTags(staticPageMeta(pathname, ORIGIN)!, `${ORIGIN}${pathname}`));

describe('public page heads', () => {
  it.each(['/', '/subscription', '/contact-us', '/privacy-policy', '/terms-of-service', '/docs/api'])(
    '%s: title, description, canonical URL, Open Graph and Twitter card',
    (path) => {
      const head = headOf(path);
      expect(head.title).toContain(path === '/' ? 'AI meme generator' : PRODUCT_NAME);
      expect(head.meta('description')).toBeTruthy();
      expect(head.canonical).toBe(`${ORIGIN}${path}`);
      expect(head.meta('robots')).toBeNull();
      expect(head.meta('og:title')).toBe(head.title);
      expect(head.meta('og:description')).toBe(head.meta('description'));
      expect(head.meta('og:url')).toBe(`${ORIGIN}${path}`);
      expect(head.meta('og:type')).toBe('website');
      expect(head.meta('twitter:card')).toBe('summary_large_image');
      expect(head.meta('twitter:title')).toBe(head.title);
      expect(head.meta('og:image')).toBe(`${ORIGIN}/social-card.png`);
      expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
    },
  );

  it('pages without a picture of their own show the site card, with its type, size and alt text', () => {
    const head = headOf('/');
    expect(head.meta('og:image')).toBe(`${ORIGIN}/social-card.png`);
    expect(head.meta('og:image:type')).toBe('image/png');
    expect([head.meta('og:image:width'), head.meta('og:image:height')]).toEqual(['1200', '630']);
    expect(head.meta('og:image:alt')).toContain(PRODUCT_NAME);
    expect(head.meta('twitter:image:alt')).toBe(head.meta('og:image:alt'));
    // Absolute from the origin the server was given, whatever it is.
    expect(parseHead(headTags(staticPageMeta('/', 'http://localhost:3000')!, 'x')).meta('og:image')).toBe(
      'http://localhost:3000/social-card.png',
    );
  });

  it('the template index shows the site card in a large Twitter card', () => {
    const head = parseHead(headTags(templateIndexMeta(2, ORIGIN), `${ORIGIN}/memes/template?page=2`));
    expect(head.meta('og:image')).toBe(`${ORIGIN}/social-card.png`);
    expect([head.meta('og:image:width'), head.meta('og:image:height')]).toEqual(['1200', '630']);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(`${ORIGIN}/social-card.png`);
  });

  it('a template page keeps its own picture, and one with none shows the site card', () => {
    const own = parseHead(headTags(templatePageMeta(makePublicTemplatePage(), ORIGIN), ORIGIN));
    expect(own.meta('og:image')).toBe(`${ORIGIN}/media/templates/ab/abcdef.jpg`);
    const bare = makePublicTemplatePage({
      templateType: 2,
      templateFile: '/media/templates/ab/abcdef.mp4',
      templateThumbnail: null,
      templatePoster: null,
      duration: 4,
    });
    const head = parseHead(headTags(templatePageMeta(bare, ORIGIN), ORIGIN));
    expect(head.meta('og:image')).toBe(`${ORIGIN}/social-card.png`);
    expect(head.meta('og:video')).toBe(`${ORIGIN}/media/templates/ab/abcdef.mp4`);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
  });

  it('a query or a trailing slash does not change the canonical URL', () => {
    expect(
      parseHead(headTags(staticPageMeta('/subscription/', ORIGIN)!, `${ORIGIN}/subscription/?x=1`)).canonical,
    ).toBe(`${ORIGIN}/subscription`);
    expect(parseHead(clientOnlyHead('/?toggle_login_modal=true', ORIGIN)).canonical).toBe(`${ORIGIN}/`);
  });

  it('the landing page describes the organization and the website', () => {
    const { jsonLd } = headOf('/');
    expect(jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: PRODUCT_NAME,
        url: `${ORIGIN}/`,
        logo: `${ORIGIN}/favicon.svg`,
      }),
      expect.objectContaining({
        '@type': 'WebSite',
        name: PRODUCT_NAME,
        url: `${ORIGIN}/`,
        publisher: { '@id': jsonLd[0]!['@id'] },
      }),
    ]);
    // Only the landing page carries them.
    expect(headOf('/subscription').jsonLd).toEqual([]);
  });

  it('a template page has its ImageObject and the breadcrumb trail it shows', () => {
    const page = makePublicTemplatePage();
    const { jsonLd, meta } = parseHead(headTags(templatePageMeta(page, ORIGIN), ORIGIN));
    expect(jsonLd[0]).toMatchObject({ '@type': 'ImageObject' });
    expect(jsonLd[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: PRODUCT_NAME, item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Meme Templates', item: `${ORIGIN}/memes/template` },
        {
          '@type': 'ListItem',
          position: 3,
          name: page.templateTitle,
          item: `${ORIGIN}/memes/template/${page.slug}`,
        },
      ],
    });
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(meta('og:image'));
  });

  it('pages that are not for search say noindex and name no canonical URL', () => {
    for (const path of ['/auth/verify-email', '/logout', '/dashboard/memes']) {
      const head = headOf(path);
      expect(head.meta('robots'), path).toBe('noindex');
      expect(head.canonical, path).toBeNull();
      // Nothing to preview: no image, and the small card.
      expect(head.meta('og:image'), path).toBeNull();
      expect(head.meta('twitter:image'), path).toBeNull();
      expect(head.meta('twitter:card'), path).toBe('summary');
    }
    const notFound = parseHead(headTags(NOT_FOUND_HEAD, `${ORIGIN}/nope`));
    expect(notFound.meta('robots')).toBe('noindex');
    expect(notFound.meta('og:image')).toBeNull();
    expect(notFound.meta('twitter:card')).toBe('summary');
  });
});
