import { PRODUCT_NAME } from '@memeforge/contract';

export interface PageMeta {
  title: string;
  description: string;
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
  '/memes/template': {
    title: `Meme templates | ${PRODUCT_NAME}`,
    description: `Browse popular image and video meme templates, their origins and how to use them.`,
  },
  '/auth/email-verification-sent': { title: `Check your e-mail | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
  '/auth/verify-email': { title: `Verify your e-mail | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
  '/auth/reset-password': { title: `Reset your password | ${PRODUCT_NAME}`, description: DEFAULT_DESCRIPTION },
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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Title, description and Open Graph tags for the document head. */
export function headTags(meta: PageMeta, url: string): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
}
