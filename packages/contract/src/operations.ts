/**
 * Every API operation's `operationId`, by method and path as the server mounts it (Fastify's
 * `:param` form). The server's OpenAPI document takes the ids from here, so a client generated from
 * it gets these names (`generateMemes`, not `postMemesGenerate`) and they change only on purpose.
 * A server test (plugins/openapi.test.ts) fails when a documented route has no entry here or an
 * entry names no route. Decision 043.
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  'GET /api/health': 'getHealth',
  'GET /api/ready': 'getReadiness',
  'GET /api/landing/': 'getLanding',

  'POST /users/api/dj-rest-auth/registration/': 'signUp',
  'POST /users/api/dj-rest-auth/registration/verify-email/': 'verifyEmail',
  'POST /users/api/dj-rest-auth/registration/resend-email/': 'resendVerificationEmail',
  'POST /users/api/dj-rest-auth/login': 'login',
  'POST /users/api/dj-rest-auth/token/refresh/': 'refreshToken',
  'POST /users/api/dj-rest-auth/logout/': 'logout',
  'POST /users/api/dj-rest-auth/password/reset': 'requestPasswordReset',
  'POST /users/api/dj-rest-auth/password/reset/confirm': 'confirmPasswordReset',
  'POST /users/api/dj-rest-auth/password/change/': 'changePassword',
  'POST /users/api/sign-in-link/confirm/': 'confirmSignInLink',
  'GET /users/api/dj-rest-auth/user': 'getUser',
  'PATCH /users/api/dj-rest-auth/user': 'updateUser',
  'GET /users/api/api-keys/': 'listApiKeys',
  'POST /users/api/api-keys/': 'createApiKey',
  'DELETE /users/api/api-keys/:keyId/': 'revokeApiKey',
  'GET /users/api/account/': 'getAccount',
  'DELETE /users/api/account/': 'deleteAccount',
  'GET /users/api/account/export/': 'exportAccount',
  'GET /users/api/auth/providers/': 'listAuthProviders',
  'GET /users/api/auth/google/login/': 'startGoogleLogin',
  'POST /users/api/auth/socialAuth/google/': 'completeGoogleLogin',
  'POST /users/api/newsletter/subscribe/': 'subscribeToNewsletter',
  'POST /users/api/contact/': 'sendContactMessage',

  'GET /billing/plans/': 'listPlans',
  'GET /billing/current-package/me/': 'getCurrentPackage',
  'GET /billing/checkout-session/create/': 'createCheckoutSession',
  'GET /billing/checkout-session/success/': 'confirmCheckoutSession',
  'GET /billing/transactions/': 'listTransactions',
  'GET /billing/portal/': 'getBillingPortal',
  'GET /billing/subscription/': 'getSubscription',
  'POST /billing/subscription/schedule_cancellation/': 'scheduleSubscriptionCancellation',
  'POST /billing/subscription/reopen/': 'reopenSubscription',
  'GET /billing/subscription/period-info/': 'getProrationQuote',
  'POST /billing/subscription/update/': 'updateSubscription',
  'GET /billing/receipts/:transactionId/': 'getReceipt',
  'POST /billing/webhook/': 'receiveBillingEvent',
  'GET /billing/local-checkout/:sessionId/': 'showLocalCheckout',
  'POST /billing/local-checkout/:sessionId/': 'payLocalCheckout',

  'GET /library/templates/': 'listLibraryTemplates',
  'POST /library/templates/': 'uploadTemplate',
  'GET /library/templates/:templateId/': 'getLibraryTemplate',
  'GET /library/templates/by-slug/:slug/': 'getLibraryTemplateBySlug',
  'GET /library/templates/public/': 'listPublicTemplates',
  'GET /library/templates/public/:slug/': 'getPublicTemplate',
  'GET /library/templates/sitemap/': 'getTemplateSitemap',

  'POST /memes/generate/': 'generateMemes',
  'GET /memes/background/job_status/': 'getJobStatus',
  'GET /memes/user/': 'listUserMemes',
  'POST /memes/actions/': 'actOnMeme',
  'GET /memes/item/:memeId/': 'getMeme',
  'DELETE /memes/item/:memeId/': 'deleteMeme',
  'GET /memes/item/:memeId/download/': 'downloadMeme',
  'POST /memes/item/:memeId/share/': 'shareMeme',
  'DELETE /memes/item/:memeId/share/': 'unshareMeme',
  'GET /memes/shared/:memeId/': 'getSharedMeme',
  'GET /m/:memeId/image': 'getSharedMemeImage',
  'POST /memes/save/': 'saveMeme',
  'POST /memes/background/process_template_video/': 'startTemplateVideo',
  'POST /memes/background/process_uploaded_video/': 'startUploadedVideo',
  'POST /memes/tagline/': 'writeAiTagline',
  'POST /memes/chat/': 'sendChatTurn',
  'GET /memes/chat/': 'getChatHistory',

  'POST /mcp': 'callMcp',
};

/** The key of OPERATION_IDS for a route: `POST /memes/generate/`. */
export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
