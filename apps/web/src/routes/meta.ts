import { PRODUCT_NAME } from '@memeforge/contract';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL; the requested URL when absent. */
  canonical?: string;
  /** Open Graph type; 'website' when absent. */
  ogType?: string;
  /** Absolute URL of the link-preview image. */
  image?: { url: string; width?: number; height?: number; alt?: string; type?: string };
  /** A video for link previews (absolute URL), with its type and size when known. */
  video?: { url: string; type?: string; width?: number; height?: number };
  keywords?: string[];
  /** schema.org structured data, written as JSON-LD: one script per object. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** The robots meta tag (e.g. 'noindex'); absent, the page may be indexed. */
  robots?: string;
}

const DEFAULT_DESCRIPTION =
  'Describe a topic and get ready-to-post image and video memes written by AI in seconds. Browse 1000+ meme templates and edit text on images and videos.';

/** Titles and descriptions for every page, used by server rendering and by the browser. */
export const PAGE_META: Record<string, PageMeta> = {
  '/': { title: `${PRODUCT_NAME}: AI meme generator for image and video memes`, description: DEFAULT_DESCRIPTION },
  '/contact-us': {
    title: `Contact us | ${PRODUCT_NAME}`,
    description: `Questions, partnerships or support: get in touch with the ${PRODUCT_NAME} team.`,
  },
  '/subscription': {
    title: `Pricing | ${PRODUCT_NAME}`,
    description: `Plans for every meme maker: start free with 30 memes, upgrade for more credits and the 1000+ template library.`,
  },
  '/privacy-policy': {
    title: `Privacy Policy | ${PRODUCT_NAME}`,
    description: `How ${PRODUCT_NAME} collects, uses and protects your data.`,
  },
  '/terms-of-service': {
    title: `Terms of Service | ${PRODUCT_NAME}`,
    description: `The terms for using ${PRODUCT_NAME}.`,
  },
  '/docs/api': {
    title: `API for developers | ${PRODUCT_NAME}`,
    description: `Make memes from your own programs and AI assistants: API keys, curl examples, the MCP server and the full ${PRODUCT_NAME} API reference.`,
  },
  '/memes/template': {
    title: `Meme templates | ${PRODUCT_NAME}`,
    description: `Browse popular image and video meme templates, their origins and how to use them.`,
  },
  '/auth/email-verification-sent': { title: `Check your e-mail | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
  '/auth/verify-email': { title: `Verify your e-mail | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
  '/auth/reset-password': { title: `Reset your password | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
  '/auth/sign-in-link': { title: `Signing in | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
  '/social-auth/google/callback': { title: `Signing in | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
  '/logout': { title: `Signing out | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
  '/dashboard/generate': { title: `Generate | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
  '/dashboard/library': { title: `Library | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
  '/dashboard/editor': { title: `Editor | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
  '/dashboard/memes': { title: `My Memes | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
  '/dashboard/profile': { title: `Profile | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
  '/dashboard/billing/subscription': { title: `Subscription | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
  '/dashboard/billing/transactions': { title: `Transactions | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
  '/dashboard/billing/checkout/success': {
    title: `Payment complete | ${PRODUCT_NAME}`,
    description: DEFAULT_DESCRIPTION,
  },
  '/dashboard/billing/checkout/cancel': {
    title: `Checkout cancelled | ${PRODUCT_NAME}`,
    description: DEFAULT_DESCRIPTION,
  },
};

export const NOT_FOUND_META: PageMeta = { title: `Page not found | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION };

export function metaFor(pathname: string): PageMeta | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PAGE_META[clean]) return PAGE_META[clean];
  if (clean.startsWith('/memes/template/')) return PAGE_META['/memes/template'];
  return undefined;
}

/** Pages whose title comes from their data (a template page, a shared meme); they set it themselves. */
export function hasOwnTitle(pathname: string): boolean {
  return /^\/memes\/template\/[^/]+\/?$/.test(pathname) || /^\/m\/[^/]+\/?$/.test(pathname);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * JSON inside a <script>: nothing in it may close the tag, open a comment or end the line for
 * old parsers, so those characters are written as \u escapes (still the same JSON).
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Title, description, canonical URL, robots, Open Graph and Twitter card tags, and structured data
 * for the document head. Every value is escaped; JSON-LD cannot close its script.
 */
export function headTags(meta: PageMeta, url: string): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const pageUrl = escapeHtml(meta.canonical ?? url);
  const tags = [`<title>${title}</title>`, `<meta name="description" content="${description}" />`];
  if (meta.robots) tags.push(`<meta name="robots" content="${escapeHtml(meta.robots)}" />`);
  if (meta.keywords?.length) tags.push(`<meta name="keywords" content="${escapeHtml(meta.keywords.join(', '))}" />`);
  if (meta.canonical) tags.push(`<link rel="canonical" href="${pageUrl}" />`);
  tags.push(
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:type" content="${escapeHtml(meta.ogType ?? 'website')}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${pageUrl}" />`,
  );
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(meta.image.url)}" />`);
    if (meta.image.type) tags.push(`<meta property="og:image:type" content="${escapeHtml(meta.image.type)}" />`);
    if (meta.image.width) tags.push(`<meta property="og:image:width" content="${meta.image.width}" />`);
    if (meta.image.height) tags.push(`<meta property="og:image:height" content="${meta.image.height}" />`);
    if (meta.image.alt) tags.push(`<meta property="og:image:alt" content="${escapeHtml(meta.image.alt)}" />`);
  }
  if (meta.video) {
    tags.push(`<meta property="og:video" content="${escapeHtml(meta.video.url)}" />`);
    if (meta.video.url.startsWith('https:')) {
      tags.push(`<meta property="og:video:secure_url" content="${escapeHtml(meta.video.url)}" />`);
    }
    if (meta.video.type) tags.push(`<meta property="og:video:type" content="${escapeHtml(meta.video.type)}" />`);
    if (meta.video.width) tags.push(`<meta property="og:video:width" content="${meta.video.width}" />`);
    if (meta.video.height) tags.push(`<meta property="og:video:height" content="${meta.video.height}" />`);
  }
  // A large card needs an image; without one the summary card shows the title and description.
  tags.push(
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  );
  if (meta.image) {
    tags.push(`<meta name="twitter:image" content="${escapeHtml(meta.image.url)}" />`);
    if (meta.image.alt) tags.push(`<meta name="twitter:image:alt" content="${escapeHtml(meta.image.alt)}" />`);
  }
  const jsonLd = meta.jsonLd === undefined ? [] : Array.isArray(meta.jsonLd) ? meta.jsonLd : [meta.jsonLd];
  for (const data of jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return tags.join('\n    ');
}
