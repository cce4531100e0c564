/**
 * schema.org structured data (JSON-LD) for the public pages' heads (decision 025): the landing
 * page's Organization and WebSite, the template pages' BreadcrumbList. Every URL is absolute, from
 * the server's public origin.
 */
import { CONTACT_EMAIL, PRODUCT_NAME, ROUTES } from '@memeforge/contract';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

const organizationId = (origin: string) => `${new URL('/', origin).href}#organization`;

/** Who runs the site: its name, home, logo and support address. */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: PRODUCT_NAME,
    url: new URL(ROUTES.landing, origin).href,
    logo: new URL('/favicon.svg', origin).href,
    email: CONTACT_EMAIL,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: CONTACT_EMAIL,
      url: new URL(ROUTES.contactUs, origin).href,
    },
  };
}

/** The site itself, published by the organization. */
export function websiteJsonLd(origin: string, description: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: PRODUCT_NAME,
    url: new URL(ROUTES.landing, origin).href,
    description,
    inLanguage: 'en',
    publisher: { '@id': organizationId(origin) },
  };
}

/** The trail from the home page to this page: each step's name and absolute URL, in order. */
export function breadcrumbJsonLd(steps: { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** ISO 8601 duration, as schema.org wants for a video. */
export function isoDuration(seconds: number): string {
  return `PT${Math.max(0, Math.round(seconds * 10) / 10)}S`;
}
