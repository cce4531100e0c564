/** API paths (product.md §7.1). The server mounts exactly these; the web client calls exactly these. */
export const ENDPOINTS = {
  health: '/api/health',
  ready: '/api/ready',
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
  /** Our addition: the signed-in password change (dj-rest-auth's path). */
  passwordChange: '/users/api/dj-rest-auth/password/change/',
  /** Our addition: the one-time sign-in link mailed to a locked account's owner (product.md §4.4). */
  signInLinkConfirm: '/users/api/sign-in-link/confirm/',
  newsletterSubscribe: '/users/api/newsletter/subscribe/',
  /** Our addition: the contact form's message (no session needed; a signed-in sender is noted). */
  contact: '/users/api/contact/',
  /** Social sign-in: the code exchange (product.md §7.3) and, our addition, the redirect that starts it. */
  socialAuthGoogle: '/users/api/auth/socialAuth/google/',
  googleLogin: '/users/api/auth/google/login/',
  /** Our addition: which sign-in providers are configured. */
  authProviders: '/users/api/auth/providers/',
  currentPackage: '/billing/current-package/me/',
  /** Billing (product.md §7.7; decision 026). Ours: plans, subscription, reopen, webhook, local checkout, receipts. */
  billingPlans: '/billing/plans/',
  checkoutSessionCreate: '/billing/checkout-session/create/',
  checkoutSessionSuccess: '/billing/checkout-session/success/',
  billingTransactions: '/billing/transactions/',
  billingPortal: '/billing/portal/',
  billingSubscription: '/billing/subscription/',
  scheduleCancellation: '/billing/subscription/schedule_cancellation/',
  reopenSubscription: '/billing/subscription/reopen/',
  prorationQuote: '/billing/subscription/period-info/',
  updateSubscription: '/billing/subscription/update/',
  billingWebhook: '/billing/webhook/',
  localCheckout: (sessionId: string) => `/billing/local-checkout/${encodeURIComponent(sessionId)}/`,
  localCheckoutPattern: '/billing/local-checkout/:sessionId/',
  billingReceipt: (transactionId: number) => `/billing/receipts/${transactionId}/`,
  billingReceiptPattern: '/billing/receipts/:transactionId/',
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
  /** Our definition (product.md §7 leaves it unshown): Edit With AI, a chat turn (POST) and the history (GET ?meme_id=). */
  chat: '/memes/chat/',
  /** A video job's status: the same record as generation's, looked up by job_id (product.md §7.6). */
  videoJobStatus: '/memes/background/job_status/',
  /** Our addition: a finished meme's file as a download, optionally converted (?format=png|jpeg|gif). */
  memeDownload: (memeId: string) => `/memes/item/${encodeURIComponent(memeId)}/download/`,
  memeDownloadPattern: '/memes/item/:memeId/download/',
  /** Our addition (decision 025): the owner shares a meme as a public page (POST) or stops (DELETE). */
  memeShare: (memeId: string) => `/memes/item/${encodeURIComponent(memeId)}/share/`,
  memeSharePattern: '/memes/item/:memeId/share/',
  /** Our addition: a shared meme's public page data (no account needed; 404 unless shared). */
  sharedMeme: (memeId: string) => `/memes/shared/${encodeURIComponent(memeId)}/`,
  sharedMemePattern: '/memes/shared/:memeId/',
  /** Our addition: a shared meme's still (the page's image and its link-preview card), served while shared. */
  sharedMemeImagePattern: '/m/:memeId/image',
  /** Our addition: the caption fonts, served to the editor preview (the same files the server draws with). */
  captionFonts: '/fonts/',
  /** Our addition: Prometheus metrics (caption writer fallbacks, render outcomes). */
  metrics: '/api/metrics',
  /** Our addition: the signed-in account: what deleting it asks for (GET), deleting it (DELETE). */
  account: '/users/api/account/',
  /** Our addition (issue 25, decision 051): the person's API keys: list (GET), create (POST), revoke one (DELETE). */
  apiKeys: '/users/api/api-keys/',
  apiKey: (id: number) => `/users/api/api-keys/${id}/`,
  apiKeyPattern: '/users/api/api-keys/:keyId/',
  /** Our addition: the signed-in account's data and memes as a zip. */
  accountExport: '/users/api/account/export/',
  /** Our addition: the landing page's showcase memes, testimonials, logos, figures and video (no account needed). */
  landing: '/api/landing/',
  /** Our addition (issue 25, decision 053): the MCP server for AI assistants, Streamable HTTP (POST; Bearer only). */
  mcp: '/mcp',
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
