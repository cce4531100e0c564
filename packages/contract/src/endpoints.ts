/** API paths (product.md §7.1). The server mounts exactly these; the web client calls exactly these. */
export const ENDPOINTS = {
  health: '/api/health',
  openapi: '/api/openapi.json',
  apiDocs: '/api/docs',
  user: '/users/api/dj-rest-auth/user',
  login: '/users/api/dj-rest-auth/login',
  logout: '/users/api/dj-rest-auth/logout/',
  tokenRefresh: '/users/api/dj-rest-auth/token/refresh/',
  registration: '/users/api/dj-rest-auth/registration/',
  verifyEmail: '/users/api/dj-rest-auth/registration/verify-email/',
  resendEmail: '/users/api/dj-rest-auth/registration/resend-email/',
  passwordReset: '/users/api/dj-rest-auth/password/reset',
  passwordResetConfirm: '/users/api/dj-rest-auth/password/reset/confirm',
  /** Our addition: the one-time sign-in link mailed to a locked account's owner (product.md §4.4). */
  signInLinkConfirm: '/users/api/sign-in-link/confirm/',
  newsletterSubscribe: '/users/api/newsletter/subscribe/',
  /** Social sign-in: the code exchange (product.md §7.3) and, our addition, the redirect that starts it. */
  socialAuthGoogle: '/users/api/auth/socialAuth/google/',
  googleLogin: '/users/api/auth/google/login/',
  /** Our addition: which sign-in providers are configured. */
  authProviders: '/users/api/auth/providers/',
  currentPackage: '/billing/current-package/me/',
  libraryTemplates: '/library/templates/',
  /** Our addition: one library template by id (the editor's `?templateId=` deep link; paid plans). */
  libraryTemplate: (id: number) => `/library/templates/${id}/`,
  libraryTemplatePattern: '/library/templates/:templateId/',
  /** Our addition: the same by slug (the public template page's `?template=` link to the editor). */
  libraryTemplateBySlug: (slug: string) => `/library/templates/by-slug/${encodeURIComponent(slug)}/`,
  libraryTemplateBySlugPattern: '/library/templates/by-slug/:slug/',
  templateSitemap: '/library/templates/sitemap/',
  /** Our addition: the data behind the public template pages (no account needed). */
  publicTemplates: '/library/templates/public/',
  publicTemplate: (slug: string) => `/library/templates/public/${encodeURIComponent(slug)}/`,
  sitemapXml: '/sitemap.xml',
  robotsTxt: '/robots.txt',
  /** Local media storage (uploads, templates, renders) when no S3 bucket is set. */
  media: '/media/',
  generate: '/memes/generate/',
  generationJobStatus: '/memes/background/job_status/',
  userMemes: '/memes/user/',
  memeActions: '/memes/actions/',
  /** Our addition: one meme (GET) and deleting it (DELETE). */
  meme: (memeId: string) => `/memes/item/${encodeURIComponent(memeId)}/`,
  memeItemPattern: '/memes/item/:memeId/',
  /** The editor (product.md §7.6): save an image meme, start a video meme from a template or an upload. */
  saveMeme: '/memes/save/',
  processTemplateVideo: '/memes/background/process_template_video/',
  processUploadedVideo: '/memes/background/process_uploaded_video/',
  /** The AI caption helper (product.md §7.8): a caption for a library template from a prompt, 1 credit. */
  aiTagline: '/memes/tagline/',
  /** A video job's status: the same record as generation's, looked up by job_id (product.md §7.6). */
  videoJobStatus: '/memes/background/job_status/',
  /** Our addition: a finished meme's file as a download, optionally converted (?format=png|jpeg|gif). */
  memeDownload: (memeId: string) => `/memes/item/${encodeURIComponent(memeId)}/download/`,
  memeDownloadPattern: '/memes/item/:memeId/download/',
  /** Our addition: the caption fonts, served to the editor preview (the same files the server draws with). */
  captionFonts: '/fonts/',
  /** Our addition: Prometheus metrics (caption writer fallbacks, render outcomes). */
  metrics: '/api/metrics',
} as const;

/** Prefixes that belong to the API: anything under them that no route matches is a JSON 404. */
export const API_PREFIXES = ['/api/', '/users/api/', '/memes/', '/library/', '/billing/'] as const;
/** Web pages that live under an API prefix (the public template pages). */
const WEB_PAGES_UNDER_API_PREFIX = ['/memes/template'] as const;

export function isApiPath(pathname: string): boolean {
  if (WEB_PAGES_UNDER_API_PREFIX.some((page) => pathname === page || pathname.startsWith(`${page}/`))) {
    return false;
  }
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}

/** Cookie names for the web app's session (httpOnly, set by the server). */
export const COOKIES = {
  access: 'access_token',
  refresh: 'refresh_token',
} as const;
