// Generated from the served /api/openapi.json by openapi-typescript (test-support/openapi-typegen.ts).
// Do not edit: regenerate with `npx vitest run --project server apps/server/src/plugins/openapi.test.ts -u`.
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Database and queue state; 503 when either is down */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether this process can serve: database, queue and storage answer, the starter library is in; 503 until then
     * @description A load balancer's check; GET /api/health stays the liveness check.
     */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/dj-rest-auth/registration/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign up: creates an unverified free account and e-mails a verification link */
    post: operations['signUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/dj-rest-auth/registration/verify-email/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Uses an e-mailed verification key: verifies the address and starts a session */
    post: operations['verifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/sign-in-link/confirm/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Uses the e-mailed one-time sign-in link of a locked account: clears the lockout, signs in */
    post: operations['confirmSignInLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/dj-rest-auth/registration/resend-email/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mails a fresh verification link (the same answer for unknown addresses) */
    post: operations['resendVerificationEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/dj-rest-auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail and password */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/dj-rest-auth/token/refresh/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Trades a refresh token (body or cookie) for a new pair; a replayed one ends its session chain */
    post: operations['refreshToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/dj-rest-auth/logout/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: ends this session (refresh token from cookie or body, access token) and clears the session cookies; with all=true, every session of the signed-in account */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/dj-rest-auth/password/change/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Changes the signed-in account’s password after its current one is given: every session and e-mailed link ends, the caller gets a new session (cookies and body), and the owner is told by e-mail */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/dj-rest-auth/password/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mails a password-reset link to an existing account (the same answer either way) */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/dj-rest-auth/password/reset/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets a new password with the e-mailed uid and token; ends every session */
    post: operations['confirmPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/dj-rest-auth/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: operations['getUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Changes the first and last name */
    patch: operations['updateUser'];
    trace?: never;
  };
  '/users/api/account/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What deleting the signed-in account asks for: its password, or its e-mail when it has none */
    get: operations['getAccount'];
    put?: never;
    post?: never;
    /** Deletes the signed-in account after its password (or, with no password, its e-mail) is given: any subscription is cancelled at once first (503, nothing deleted, when the payment provider cannot do it), then memes, uploads, sessions and personal data; the credit ledger and payment records keep anonymised rows. Signs out. */
    delete: operations['deleteAccount'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/account/export/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in account’s data as a zip, streamed: account.json, memes.json (with each meme’s Edit With AI conversation), memes/ (the finished memes) and uploads/ */
    get: operations['exportAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/api-keys/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in person’s API keys that still work (name, prefix, scopes, dates), newest first */
    get: operations['listApiKeys'];
    put?: never;
    /** Makes an API key with a name, its scopes (read, generate, edit) and an optional expiry; the key is in this answer and never again */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/api-keys/{keyId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revokes an API key: every process refuses it from this moment */
    delete: operations['revokeApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/newsletter/subscribe/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Subscribe an e-mail address to the newsletter (a repeat answers the same) */
    post: operations['subscribeToNewsletter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/contact/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a message to support from the contact form
     * @description Stored, then mailed to the support address with replies going to the sender. Name up to 150 characters, subject up to 200, message 10 to 5000. At most 5 messages an hour from one address (then 429 with Retry-After). `website` must stay empty (a filled one is answered the same and dropped).
     */
    post: operations['sendContactMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/auth/providers/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which sign-in providers this deployment offers */
    get: operations['listAuthProviders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/auth/google/login/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Starts Google sign-in: redirects to the provider's authorisation page */
    get: operations['startGoogleLogin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/api/auth/socialAuth/google/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finishes Google sign-in with the code from the callback: signs in, links or creates the account */
    post: operations['completeGoogleLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/current-package/me/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's plan, billing cycle and credits */
    get: operations['getCurrentPackage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/plans/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plan catalogue with the billing provider’s price ids (legacy plans have none) */
    get: operations['listPlans'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/checkout-session/create/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Start a checkout for a plan and billing cycle; the browser goes to checkoutUrl
     * @description A plan and cycle with no price id (the free plan, legacy plans) is refused before the provider is called: 'No Stripe price ID found for plan … with billing cycle …'. A stripe_price_id, when given, must be the plan’s. An account with a live subscription changes plan instead (422).
     */
    get: operations['createCheckoutSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/checkout-session/success/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Confirm a paid checkout session (the success page calls it)
     * @description The first call answers 'Payment successful! Your subscription has been updated.'; later ones a message containing 'credits already added'. Credits are granted once. An expired session answers 400 with the all-done message, an unpaid one 409.
     */
    get: operations['confirmCheckoutSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/transactions/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's payments, newest first (paged; filter by status and type)
     * @description Amounts are in cents. receiptUrl is set for paid transactions.
     */
    get: operations['listTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/portal/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The provider's billing portal (local provider: our subscription page) */
    get: operations['getBillingPortal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/subscription/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current subscription (null on the free plan) */
    get: operations['getSubscription'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/subscription/schedule_cancellation/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel the subscription at the end of the period (it stays on until then) */
    post: operations['scheduleSubscriptionCancellation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/subscription/reopen/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove a scheduled cancellation before the period ends */
    post: operations['reopenSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/subscription/period-info/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What changing to another plan or cycle would cost now (the proration quote)
     * @description An upgrade (more memes per month, or monthly to yearly) takes effect now and is charged amountDue (cents); a downgrade takes effect at the end of the period and costs nothing now.
     */
    get: operations['getProrationQuote'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/subscription/update/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change plan or billing cycle: upgrades now (prorated, credits added), downgrades at period end */
    post: operations['updateSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/receipts/{transactionId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The HTML receipt of a paid transaction (local provider) */
    get: operations['getReceipt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/webhook/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The billing provider's events (Stripe webhooks), verified against the raw body
     * @description Verified with the Stripe-Signature header (a bad signature or a timestamp over 300 s old is refused with nothing written), deduplicated by event id, applied by re-reading the objects.
     */
    post: operations['receiveBillingEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/billing/local-checkout/{sessionId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The local provider's test checkout page (TEST PAYMENT) */
    get: operations['showLocalCheckout'];
    put?: never;
    /** Pay the local test checkout with a test card (form fields number, expiry, cvc, name) */
    post: operations['payLocalCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/library/templates/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search the template library (paid plans) */
    get: operations['listLibraryTemplates'];
    put?: never;
    /** Upload a template (superusers): multipart file, title, description, isPublic; optional caption_format, example_captions and layout */
    post: operations['uploadTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/library/templates/{templateId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One library template by id (paid plans) */
    get: operations['getLibraryTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/library/templates/by-slug/{slug}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One library template by slug (paid plans) */
    get: operations['getLibraryTemplateBySlug'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/library/templates/public/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The public template index (no account needed) */
    get: operations['listPublicTemplates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/library/templates/public/{slug}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One public template page (no account needed) */
    get: operations['getPublicTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/library/templates/sitemap/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every public template page, for sitemaps */
    get: operations['getTemplateSitemap'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/memes/background/job_status/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A meme render job's status; an unknown id answers a failed record */
    get: operations['getJobStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/memes/user/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's memes, newest first */
    get: operations['listUserMemes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/memes/actions/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Like, dislike, favourite or clear a meme */
    post: operations['actOnMeme'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/memes/item/{memeId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the signed-in user’s memes */
    get: operations['getMeme'];
    put?: never;
    post?: never;
    /** Delete one of the signed-in user’s memes */
    delete: operations['deleteMeme'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/memes/item/{memeId}/download/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of the signed-in user’s finished memes as a file: its own, or converted
     * @description original: the file as made; png or jpeg: an image meme converted; gif: a video meme as a GIF (at most 480 px on its long side, 12 frames a second, its first 15 seconds). shape (our addition): square (1080x1080), portrait (1080x1350) or story (1080x1920, for Reels, TikTok and Shorts): the whole meme fitted inside the area the apps leave clear, on a blurred copy of it or a solid colour (fill); an image comes as a JPEG, a video as an H.264 MP4. Sent as an attachment.
     */
    get: operations['downloadMeme'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/memes/item/{memeId}/share/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Share one of the signed-in user’s finished memes as a public page (/m/{id})
     * @description Answers the page’s absolute URL. Sharing a shared meme again changes nothing.
     */
    post: operations['shareMeme'];
    /** Stop sharing one of the signed-in user’s memes: its page answers 404 at once */
    delete: operations['unshareMeme'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/memes/shared/{memeId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shared meme’s public page data (no account needed); 404 unless it is shared */
    get: operations['getSharedMeme'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/m/{memeId}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shared meme’s still: the image meme, or the video meme’s poster frame; 404 unless shared */
    get: operations['getSharedMemeImage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/memes/generate/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Generate a batch of memes (one credit each); send an Idempotency-Key to retry safely */
    post: operations['generateMemes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/memes/save/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save an image meme (multipart: file, templateId, template_file, title, description, type, text, font_size, text_align, text_color, dragYOffset); the server renders it
     * @description `file` is the browser rendering: checked as an image; the server renders the meme itself on a library template, or with templateId -1 on `template_file` (the original picture, optional). With templateId -1 and no `template_file`, the checked `file` is the saved picture as sent. Text fields as SaveMemeFields.
     */
    post: operations['saveMeme'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/memes/background/process_template_video/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a video meme on a library video template */
    post: operations['startTemplateVideo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/memes/background/process_uploaded_video/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a video meme on an uploaded clip (multipart: video_file, text, font_size, text_align, text_color, drag_y_offset, description, generation_id, priority)
     * @description MP4, MOV or WebM, at most 100 MB, 1 to 120 s, 64 to 4096 px a side, at most 120 frames per second. A repeated generation_id answers its first job. Text fields as ProcessUploadedVideoFields.
     */
    post: operations['startUploadedVideo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/memes/tagline/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Write a caption for a library template from a prompt (paid plans, 1 credit)
     * @description The prompt is 1 to 150 characters. One credit is spent before writing and given back when writing fails (503). A 402 carries `code: out_of_credits`, a 403 `code: plan_not_allowed`.
     */
    post: operations['writeAiTagline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/memes/chat/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A meme's Edit With AI chat, oldest first */
    get: operations['getChatHistory'];
    put?: never;
    /**
     * Edit With AI: ask for a change to a meme (paid plans, 1 credit a message)
     * @description Sends the meme as the editor shows it (caption, template) and one message (a chip or free text, 1 to 500 characters); answers the stored user and ai messages, the ai one carrying the change (a new caption, another template, or both). One credit is spent before writing, given back when writing fails (503) or nothing changed. A 402 carries `code: out_of_credits`, a 403 `code: plan_not_allowed`.
     */
    post: operations['sendChatTurn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landing/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The landing page's showcase memes, testimonials, client logos, figures and product video (no account needed) */
    get: operations['getLanding'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mcp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The MCP server for AI assistants (Model Context Protocol, Streamable HTTP, stateless)
     * @description One JSON-RPC 2.0 message of the Model Context Protocol per POST (initialize, tools/list, tools/call, …), answered as a text/event-stream (progress notifications, then the response). Send `Accept: application/json, text/event-stream` and an API key (or access token) as a Bearer header; the tools call this API with it, so its scopes, credits and limits apply. Point an MCP client at this URL, or run `npm run -s cli -- mcp --url <site>` for stdio.
     */
    post: operations['callMcp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'checkout.session.completed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * checkout.session.completed, delivered to POST /billing/webhook/
     * @description A checkout was paid: the subscription and its first invoice are recorded, the plan and its credits granted. Verified with the Stripe-Signature header (a bad signature or a timestamp over 300 s old is refused with nothing written), deduplicated by event id, applied by re-reading the objects.
     */
    post: operations['onCheckoutSessionCompleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'invoice.paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * invoice.paid, delivered to POST /billing/webhook/
     * @description An invoice was paid (first payment, renewal or upgrade): its transaction is recorded, its credits granted once. Verified with the Stripe-Signature header (a bad signature or a timestamp over 300 s old is refused with nothing written), deduplicated by event id, applied by re-reading the objects.
     */
    post: operations['onInvoicePaid'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'invoice.payment_failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * invoice.payment_failed, delivered to POST /billing/webhook/
     * @description A charge failed: the transaction is recorded as failed and the account’s owner is e-mailed. Verified with the Stripe-Signature header (a bad signature or a timestamp over 300 s old is refused with nothing written), deduplicated by event id, applied by re-reading the objects.
     */
    post: operations['onInvoicePaymentFailed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'customer.subscription.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * customer.subscription.created, delivered to POST /billing/webhook/
     * @description A subscription began: it is mirrored onto the account. Verified with the Stripe-Signature header (a bad signature or a timestamp over 300 s old is refused with nothing written), deduplicated by event id, applied by re-reading the objects.
     */
    post: operations['onCustomerSubscriptionCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'customer.subscription.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * customer.subscription.updated, delivered to POST /billing/webhook/
     * @description A plan, billing cycle, scheduled cancellation or status changed: it is mirrored onto the account. Verified with the Stripe-Signature header (a bad signature or a timestamp over 300 s old is refused with nothing written), deduplicated by event id, applied by re-reading the objects.
     */
    post: operations['onCustomerSubscriptionUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'customer.subscription.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * customer.subscription.deleted, delivered to POST /billing/webhook/
     * @description The subscription ended: the account returns to the free plan. Verified with the Stripe-Signature header (a bad signature or a timestamp over 300 s old is refused with nothing written), deduplicated by event id, applied by re-reading the objects.
     */
    post: operations['onCustomerSubscriptionDeleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    AccountDeleteRequestInput: {
      password?: string;
      email?: string;
    };
    /** @enum {string} */
    ApiKeyScopeInput: 'read' | 'generate' | 'edit';
    ApiKeyCreateRequestInput: {
      name: string;
      scopes: components['schemas']['ApiKeyScopeInput'][];
      expiresAt?: string | null;
    };
    SignupRequestInput: {
      name: string;
      email: string;
      password1: string;
    };
    VerifyEmailRequestInput: {
      key: string;
    };
    SignInLinkConfirmRequestInput: {
      key: string;
    };
    EmailRequestInput: {
      email: string;
    };
    LoginRequestInput: {
      email: string;
      password: string;
    };
    PasswordResetConfirmRequestInput: {
      new_password1: string;
      new_password2: string;
      uid: string;
      token: string;
    };
    PasswordChangeRequestInput: {
      old_password: string;
      new_password1: string;
      new_password2: string;
    };
    ProfileUpdateRequestInput: {
      firstName?: string;
      lastName?: string;
    };
    SocialAuthRequestInput: {
      code: string;
      state?: string;
      iss?: string;
    };
    LayerBoxInput: {
      label: string;
      x: number;
      y: number;
      width: number;
      height: number;
      /** @default 0 */
      rotation?: number;
      /**
       * @default middle
       * @enum {string}
       */
      valign?: 'top' | 'middle' | 'bottom';
      /**
       * @default outlined
       * @enum {string}
       */
      style?: 'outlined' | 'plain';
    };
    GenerateRequestInput: {
      description: string;
      /**
       * @default both
       * @enum {string}
       */
      mediaType?: 'images' | 'videos' | 'both';
      /** @default 3 */
      unhingedLevel?: number;
      /** @default [] */
      memes_ids?: string[];
      /** @default false */
      regenerate?: boolean;
    };
    MemeActionRequestInput: {
      /** Format: uuid */
      memeId: string;
      /** @enum {string} */
      action: 'like' | 'dislike' | 'favorite' | 'unfavorite' | 'clear';
    };
    ProcessTemplateVideoRequestInput: {
      template_id: number;
      /** @default  */
      text?: string;
      font_size?: number | null;
      /**
       * @default center
       * @enum {string}
       */
      text_align?: 'left' | 'center' | 'right';
      text_color?: string;
      /** @default -0.3 */
      drag_y_offset?: number;
      alt_text?: string;
      layers?: {
        text: string;
        fontSize: number | null;
        /** @enum {string} */
        align: 'left' | 'center' | 'right';
        color: string | null;
        offsetY: number;
        box?: components['schemas']['LayerBoxInput'];
      }[];
      /**
       * @default default
       * @enum {string}
       */
      priority?: 'low' | 'default' | 'high';
    };
    AiTaglineRequestInput: {
      prompt: string;
      template_id: number;
    };
    ChatTurnRequestInput: {
      /** Format: uuid */
      meme_id: string;
      message: string;
      /** @enum {string} */
      chip?: 'funnier' | 'unhinged' | 'template' | 'relatable' | 'emoji';
      caption: string;
      template_id: number;
    };
    /** @description One JSON-RPC 2.0 message of the Model Context Protocol. */
    McpMessageInput: {
      /** @constant */
      jsonrpc: '2.0';
      id?: string | number;
      method?: string;
      params?: {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    ContactRequestInput: {
      name: string;
      email: string;
      subject: string;
      message: string;
      website?: string;
    };
    UpdateSubscriptionRequestInput: {
      stripe_price_id?: string;
      /** @enum {string} */
      plan_key: 'free' | 'legacy_starter' | 'basic' | 'pro' | 'legacy_pro' | 'business';
      /** @enum {string} */
      billing_cycle: 'month' | 'year';
    };
    SaveMemeFormInput: {
      templateId: number;
      title?: string;
      /** @default  */
      description?: string;
      /**
       * @description The media type: 1 image, 2 video.
       * @default 1
       */
      type?: 1 | 2;
      /** @default  */
      text?: string;
      font_size?: number | null;
      /**
       * @default center
       * @enum {string}
       */
      text_align?: 'left' | 'center' | 'right';
      text_color?: string;
      /** @default -0.3 */
      dragYOffset?: number;
      alt_text?: string;
      layers?: {
        text: string;
        fontSize: number | null;
        /** @enum {string} */
        align: 'left' | 'center' | 'right';
        color: string | null;
        offsetY: number;
        box?: components['schemas']['LayerBoxInput'];
      }[];
      /**
       * Format: binary
       * @description The browser's rendering of the meme: checked as an image, never stored.
       */
      file: Blob;
      /**
       * Format: binary
       * @description The original picture, when templateId is -1 (the person’s own image).
       */
      template_file?: Blob;
    };
    UploadedVideoFormInput: {
      /** @default  */
      text?: string;
      font_size?: number | null;
      /**
       * @default center
       * @enum {string}
       */
      text_align?: 'left' | 'center' | 'right';
      text_color?: string;
      /** @default -0.3 */
      drag_y_offset?: number;
      alt_text?: string;
      layers?: {
        text: string;
        fontSize: number | null;
        /** @enum {string} */
        align: 'left' | 'center' | 'right';
        color: string | null;
        offsetY: number;
        box?: components['schemas']['LayerBoxInput'];
      }[];
      /** @default  */
      description?: string;
      /** Format: uuid */
      generation_id?: string;
      /**
       * @default default
       * @enum {string}
       */
      priority?: 'low' | 'default' | 'high';
      /**
       * Format: binary
       * @description MP4, MOV or WebM, at most 100 MB, 1 to 120 s long.
       */
      video_file: Blob;
    };
    TemplateUploadFormInput: {
      /**
       * Format: binary
       * @description The template: an image or a video.
       */
      file: Blob;
      title: string;
      description: string;
      /** @enum {string} */
      isPublic: 'true' | 'false';
      /**
       * @default one_liner
       * @enum {string}
       */
      caption_format?: 'one_liner' | 'setup_punchline' | 'before_after' | 'two_options' | 'escalation' | 'reaction';
      example_captions?: string[];
      /**
       * @description Where the caption goes: band (above the picture, the default) or top-bottom (top and bottom text).
       * @default band
       * @enum {string}
       */
      layout?: 'band' | 'top-bottom';
    };
    LocalCheckoutFormInput: {
      /** @description A test card number, e.g. 4242 4242 4242 4242. */
      number: string;
      /** @description MM / YY */
      expiry: string;
      cvc: string;
      name: string;
    };
    BillingEventInput: {
      /** @description The event id: a delivery repeated with the same id is applied once. */
      id: string;
      /** @constant */
      object: 'event';
      type: string;
      /** @description When the event happened, in Unix seconds. */
      created: number;
      data: {
        object: {
          /** @description The checkout session, invoice or subscription. */
          id: string;
        } & {
          [key: string]: unknown;
        };
      } & {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    /** @description Validation errors by field. */
    FieldErrors: {
      [key: string]: string[];
    };
    /** @description An error with one message. */
    DetailError: {
      detail: string;
    };
    Health: {
      /** @enum {string} */
      status: 'ok' | 'degraded';
      version: string;
      uptimeS: number;
      database: {
        ok: boolean;
        kind: string;
        latencyMs?: number;
        error?: string;
      };
      queue: {
        ok: boolean;
        kind: string;
        latencyMs?: number;
        error?: string;
        queued?: number;
        active?: number;
        failed?: number;
      };
    };
    Ready: {
      /** @enum {string} */
      status: 'ready' | 'not_ready';
      checks: {
        database: boolean;
        queue: boolean;
        storage: boolean;
        library: boolean;
      };
    };
    User: {
      pk: number;
      id: number;
      name: string;
      email: string;
      firstName: string;
      lastName: string;
      isSuperuser: boolean;
    };
    Session: {
      access: string;
      refresh: string;
      user: components['schemas']['User'];
    };
    CurrentPackage: {
      /** @enum {string} */
      subscribedPackagePlan: 'free' | 'legacy_starter' | 'basic' | 'pro' | 'legacy_pro' | 'business';
      subscribedPackageBillingCycle: ('month' | 'year') | null;
      credits: string;
    };
    AccountInfo: {
      /** @enum {string} */
      confirmWith: 'password' | 'email';
      email: string;
    };
    /** @enum {string} */
    ApiKeyScope: 'read' | 'generate' | 'edit';
    ApiKey: {
      id: number;
      name: string;
      prefix: string;
      scopes: components['schemas']['ApiKeyScope'][];
      createdAt: string;
      lastUsedAt: string | null;
      expiresAt: string | null;
    };
    ApiKeyList: {
      results: components['schemas']['ApiKey'][];
    };
    ApiKeyCreated: {
      id: number;
      name: string;
      prefix: string;
      scopes: components['schemas']['ApiKeyScope'][];
      createdAt: string;
      lastUsedAt: string | null;
      expiresAt: string | null;
      /** Format: starts_with */
      key: string;
    };
    DetailResponse: {
      detail: string;
    };
    CodedError: {
      detail: string;
      code: string;
    };
    TokenRefresh: {
      access: string;
      refresh: string;
    };
    PasswordChange: {
      detail: string;
      access: string;
      refresh: string;
    };
    NewsletterResponse: {
      message: string;
    };
    AuthProviders: {
      google: {
        enabled: boolean;
        loginUrl: string | null;
      };
    };
    LayerBox: {
      label: string;
      x: number;
      y: number;
      width: number;
      height: number;
      /** @default 0 */
      rotation: number;
      /**
       * @default middle
       * @enum {string}
       */
      valign: 'top' | 'middle' | 'bottom';
      /**
       * @default outlined
       * @enum {string}
       */
      style: 'outlined' | 'plain';
    };
    TextBox: {
      label: string;
      x: number;
      y: number;
      width: number;
      height: number;
      /** @default 0 */
      rotation: number;
      /**
       * @default middle
       * @enum {string}
       */
      valign: 'top' | 'middle' | 'bottom';
      /**
       * @default outlined
       * @enum {string}
       */
      style: 'outlined' | 'plain';
      /**
       * @default center
       * @enum {string}
       */
      align: 'left' | 'center' | 'right';
      /** @default null */
      color: string | null;
    };
    TemplateLayout:
      | {
          /** @constant */
          kind: 'band';
        }
      | {
          /** @constant */
          kind: 'top-bottom';
        }
      | {
          /** @constant */
          kind: 'boxes';
          boxes: components['schemas']['TextBox'][];
        };
    TemplateThumbnail: {
      url: string;
      width: number;
    };
    Template: {
      id: number;
      slug: string;
      file: string;
      thumbnail: string | null;
      /** @default [] */
      thumbnails: components['schemas']['TemplateThumbnail'][];
      poster: string | null;
      type: 1 | 2;
      title: string;
      description: string;
      keywords: string[];
      isPublic: boolean;
      fontSize: number | null;
      /** @enum {string} */
      textAlign: 'left' | 'center' | 'right';
      dragYOffset: number;
      width: number;
      height: number;
      duration: number | null;
      levels: number[];
      /**
       * @default one_liner
       * @enum {string}
       */
      captionFormat: 'one_liner' | 'setup_punchline' | 'before_after' | 'two_options' | 'escalation' | 'reaction';
      /** @default [] */
      exampleCaptions: string[];
      /**
       * @default {
       *       "kind": "band"
       *     }
       */
      layout: components['schemas']['TemplateLayout'];
    };
    TemplateList: {
      count: number;
      next: string | null;
      previous: string | null;
      results: components['schemas']['Template'][];
    };
    PublicTemplatePage: {
      slug: string;
      templateTitle: string;
      templateFile: string;
      templateType: 1 | 2;
      templateThumbnail: string | null;
      /** @default [] */
      templateThumbnails: components['schemas']['TemplateThumbnail'][];
      templatePoster: string | null;
      description: string;
      originContent: string;
      useCasesList: string[];
      seoKeywordsList: string[];
      width: number;
      height: number;
      duration: number | null;
      source: string;
      licence: string;
      createdAt: string;
      updatedAt: string;
    };
    PublicTemplateSummary: {
      slug: string;
      templateTitle: string;
      templateType: 1 | 2;
      templateThumbnail: string | null;
      /** @default [] */
      templateThumbnails: components['schemas']['TemplateThumbnail'][];
      /** @default 0 */
      width: number;
      /** @default 0 */
      height: number;
      description: string;
    };
    PublicTemplateIndex: {
      count: number;
      next: string | null;
      previous: string | null;
      results: components['schemas']['PublicTemplateSummary'][];
    };
    TemplateSitemap: {
      results: {
        slug: string;
        url: string;
        updatedAt: string;
      }[];
    };
    MemeDocument: {
      /** @constant */
      version: 1;
      media:
        | {
            /** @constant */
            source: 'template';
            templateId: number;
            type: 1 | 2;
            width: number;
            height: number;
          }
        | {
            /** @constant */
            source: 'upload';
            fileKey: string;
            type: 1 | 2;
            width: number;
            height: number;
            /** @constant */
            captioned?: true;
          };
      layers: {
        text: string;
        fontSize: number | null;
        /** @enum {string} */
        align: 'left' | 'center' | 'right';
        color: string | null;
        offsetY: number;
        box?: components['schemas']['LayerBox'];
      }[];
      alt?: string | null;
    };
    Meme: {
      /** Format: uuid */
      memeId: string;
      tagline: string;
      description: string;
      createdAt: string;
      canvasWidth: number;
      canvasHeight: number;
      isLiked: boolean;
      isDisliked: boolean;
      isFavorited: boolean;
      templateFile: string | null;
      templateFileUrl: string | null;
      type: 1 | 2;
      file: string | null;
      templateId: number | null;
      /** @enum {string} */
      status: 'queued' | 'started' | 'processing' | 'finished' | 'failed';
      jobInfo: {
        /** Format: uuid */
        jobId: string;
        /** @enum {string} */
        status: 'queued' | 'started' | 'processing' | 'finished' | 'failed';
      } | null;
      fontSize: number | null;
      /** @enum {string} */
      textAlign: 'left' | 'center' | 'right';
      dragYOffset: number;
      templateTitle: string | null;
      poster: string | null;
      unhingedLevel: number;
      /** @enum {string} */
      writer: 'offline' | 'llm';
      writerFallback: string | null;
      error: string | null;
      document: components['schemas']['MemeDocument'] | null;
      altText: string;
      /** @default null */
      sharedAt: string | null;
      /** @default null */
      shareUrl: string | null;
      /** @default [] */
      thumbnails: {
        url: string;
        width: number;
      }[];
    };
    GenerateResponse: {
      memes: components['schemas']['Meme'][];
      credits: string;
    };
    JobStatus: {
      jobId: string;
      /** @enum {string} */
      status: 'queued' | 'started' | 'processing' | 'finished' | 'failed';
      error: string | null;
      message: string | null;
      createdAt: string | null;
      startedAt: string | null;
      endedAt: string | null;
      result: {
        fileUrl: string;
        thumbnails?: {
          url: string;
          width: number;
        }[];
      } | null;
    };
    UserMemesList: {
      count: number;
      next: string | null;
      previous: string | null;
      results: components['schemas']['Meme'][];
    };
    SaveMemeResponse: {
      file: string;
      meme: components['schemas']['Meme'];
    };
    VideoJobStartResponse: {
      jobInfo: {
        /** Format: uuid */
        jobId: string;
        /** @enum {string} */
        status: 'queued' | 'started' | 'processing' | 'finished' | 'failed';
      };
      meme: {
        /** Format: uuid */
        memeId: string;
        tagline: string;
        description: string;
        createdAt: string;
        canvasWidth: number;
        canvasHeight: number;
        isLiked: boolean;
        isDisliked: boolean;
        isFavorited: boolean;
        templateFile: string | null;
        templateFileUrl: string | null;
        type: 1 | 2;
        file: string | null;
        templateId: number | null;
        /** @enum {string} */
        status: 'queued' | 'started' | 'processing' | 'finished' | 'failed';
        jobInfo: {
          /** Format: uuid */
          jobId: string;
          /** @enum {string} */
          status: 'queued' | 'started' | 'processing' | 'finished' | 'failed';
        } | null;
        fontSize: number | null;
        /** @enum {string} */
        textAlign: 'left' | 'center' | 'right';
        dragYOffset: number;
        templateTitle: string | null;
        poster: string | null;
        unhingedLevel: number;
        /** @enum {string} */
        writer: 'offline' | 'llm';
        writerFallback: string | null;
        error: string | null;
        document: components['schemas']['MemeDocument'] | null;
        altText: string;
        /** @default null */
        sharedAt: string | null;
        /** @default null */
        shareUrl: string | null;
        /** @default [] */
        thumbnails: {
          url: string;
          width: number;
        }[];
        fileUrl: string | null;
      };
    };
    /** @description A refusal with the marker the client acts on. */
    MarkedError: {
      detail: string;
      /** @enum {string} */
      code: 'out_of_credits' | 'plan_not_allowed';
    };
    AiTaglineResponse: {
      tagline: string;
      credits: string;
    };
    ChatChange: {
      caption: string | null;
      templateId: number | null;
      template: components['schemas']['Template'] | null;
    };
    ChatMessage: {
      id: number;
      /** @enum {string} */
      type: 'user' | 'ai';
      content: string;
      timestamp: string;
      change: components['schemas']['ChatChange'] | null;
    };
    ChatHistory: {
      results: components['schemas']['ChatMessage'][];
    };
    ChatTurnResponse: {
      user: components['schemas']['ChatMessage'];
      ai: components['schemas']['ChatMessage'];
      credits: string;
    };
    /** @description A JSON-RPC 2.0 error answer of the MCP transport. */
    JsonRpcErrorResponse: {
      /** @constant */
      jsonrpc: '2.0';
      error: {
        code: number;
        message: string;
        data?: unknown;
      };
      id: (string | number) | null;
    };
    MemeShare: {
      /** Format: uuid */
      memeId: string;
      shareUrl: string | null;
      sharedAt: string | null;
    };
    SharedMeme: {
      /** Format: uuid */
      memeId: string;
      title: string;
      caption: string;
      altText: string;
      type: 1 | 2;
      width: number;
      height: number;
      pageUrl: string;
      imageUrl: string;
      imageType: string;
      videoUrl: string | null;
      videoType: string | null;
      templateTitle: string | null;
      createdAt: string;
      sharedAt: string;
    };
    ContactResponse: {
      message: string;
    };
    LandingData: {
      figures: {
        value: string;
        label: string;
      }[];
      testimonials: {
        quote: string;
        name: string;
        role: string;
        initials?: string;
      }[];
      clientLogos: {
        name: string;
        /** @enum {string} */
        glyph: 'circle' | 'square' | 'triangle' | 'diamond' | 'bolt' | 'ring' | 'bars' | 'wave';
      }[];
      imageMemes: {
        caption: string;
        alt: string;
        templateSlug: string;
        templateTitle: string;
        image: {
          src: string;
          srcset: {
            url: string;
            width: number;
          }[];
          width: number;
          height: number;
        };
      }[];
      videoMemes: {
        caption: string;
        alt: string;
        templateSlug: string;
        templateTitle: string;
        video: string;
        poster: {
          src: string;
          srcset: {
            url: string;
            width: number;
          }[];
          width: number;
          height: number;
        };
        duration: number | null;
      }[];
      templates: {
        slug: string;
        title: string;
        type: 1 | 2;
        thumbnail: {
          src: string;
          srcset: {
            url: string;
            width: number;
          }[];
          width: number;
          height: number;
        };
      }[];
      productVideo: {
        title: string;
        description: string;
        url: string;
        poster: {
          src: string;
          srcset: {
            url: string;
            width: number;
          }[];
          width: number;
          height: number;
        } | null;
      } | null;
    };
    PlanCatalogue: {
      /** @enum {string} */
      provider: 'local' | 'stripe';
      plans: {
        title: string;
        /** @enum {string} */
        plan_key: 'free' | 'legacy_starter' | 'basic' | 'pro' | 'legacy_pro' | 'business';
        legacy: boolean;
        cycles: {
          month?: {
            price: number;
            credits: number;
            stripe_price_id: string | null;
            billing_cycle: string;
            properties: string[];
            discount?: {
              /** @constant */
              type: 'months_free';
              /** @constant */
              value: 2;
              savings: number;
              originalPrice: number;
            };
          };
          year?: {
            price: number;
            credits: number;
            stripe_price_id: string | null;
            billing_cycle: string;
            properties: string[];
            discount?: {
              /** @constant */
              type: 'months_free';
              /** @constant */
              value: 2;
              savings: number;
              originalPrice: number;
            };
          };
        };
      }[];
    };
    CheckoutSession: {
      checkoutUrl: string;
      sessionId: string;
    };
    CheckoutSuccess: {
      message: string;
      subscriptionId: string;
    };
    Transaction: {
      id: number;
      createdAt: string;
      amount: number;
      currency: string;
      /** @enum {string} */
      status: 'paid' | 'pending' | 'failed';
      /** @enum {string} */
      type: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
      /** @enum {string} */
      planKey: 'free' | 'legacy_starter' | 'basic' | 'pro' | 'legacy_pro' | 'business';
      /** @enum {string} */
      billingCycle: 'month' | 'year';
      description: string;
      creditsGranted: number;
      periodStart: string | null;
      periodEnd: string | null;
      receiptUrl: string | null;
    };
    TransactionList: {
      count: number;
      next: string | null;
      previous: string | null;
      results: components['schemas']['Transaction'][];
    };
    BillingPortal: {
      billingPortalUrl: string;
    };
    Subscription: {
      subscriptionId: string;
      /** @enum {string} */
      planKey: 'free' | 'legacy_starter' | 'basic' | 'pro' | 'legacy_pro' | 'business';
      /** @enum {string} */
      billingCycle: 'month' | 'year';
      /** @enum {string} */
      status: 'active' | 'trialing' | 'past_due' | 'canceled';
      /** @enum {string} */
      statusLabel: 'Active' | 'Trial' | 'Cancellation Scheduled' | 'Cancelled' | 'Payment Failed';
      cancelAtPeriodEnd: boolean;
      currentPeriodStart: string;
      currentPeriodEnd: string;
      pendingPlanKey: ('free' | 'legacy_starter' | 'basic' | 'pro' | 'legacy_pro' | 'business') | null;
      pendingBillingCycle: ('month' | 'year') | null;
      nextRenewalCredits: number;
    };
    SubscriptionResponse: {
      subscription: components['schemas']['Subscription'] | null;
    };
    ProrationQuote: {
      /** @enum {string} */
      currentPlanKey: 'free' | 'legacy_starter' | 'basic' | 'pro' | 'legacy_pro' | 'business';
      /** @enum {string} */
      currentBillingCycle: 'month' | 'year';
      /** @enum {string} */
      newPlanKey: 'free' | 'legacy_starter' | 'basic' | 'pro' | 'legacy_pro' | 'business';
      /** @enum {string} */
      newBillingCycle: 'month' | 'year';
      /** @enum {string} */
      change: 'upgrade' | 'downgrade';
      /** @enum {string} */
      effective: 'now' | 'period_end';
      effectiveAt: string;
      currency: string;
      amountDue: number;
      unusedCredit: number;
      newCharge: number;
      nextAmount: number;
      creditsNow: number;
      creditsPerPeriod: number;
      currentPeriodEnd: string;
      lines: {
        description: string;
        amount: number;
      }[];
    };
    UpdateSubscriptionResponse: {
      message: string;
      subscription: components['schemas']['Subscription'];
      quote: components['schemas']['ProrationQuote'];
    };
    SubscriptionMessage: {
      message: string;
      subscription: components['schemas']['Subscription'];
    };
    WebhookReceived: {
      /** @constant */
      received: true;
      duplicate: boolean;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description A service this call needs is out of service for now; try again later */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Ready'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description A service this call needs is out of service for now; try again later */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Ready'];
        };
      };
    };
  };
  signUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignupRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailResponse'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Too many attempts: try again after the Retry-After header’s seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description A service this call needs is out of service for now; try again later */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  verifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyEmailRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  confirmSignInLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignInLinkConfirmRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  resendVerificationEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailResponse'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Too many attempts: try again after the Retry-After header’s seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description A service this call needs is out of service for now; try again later */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['CodedError']
            | (components['schemas']['DetailError'] | components['schemas']['FieldErrors']);
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Too many attempts: try again after the Retry-After header’s seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  refreshToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          refresh?: string;
        } | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenRefresh'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          refresh?: string;
          all?: boolean;
        } | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailResponse'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordChangeRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasswordChange'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Too many attempts: try again after the Retry-After header’s seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailResponse'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Too many attempts: try again after the Retry-After header’s seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description A service this call needs is out of service for now; try again later */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  confirmPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetConfirmRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailResponse'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProfileUpdateRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountInfo'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  deleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountDeleteRequestInput'] | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailResponse'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Too many attempts: try again after the Retry-After header’s seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description A service this call needs is out of service for now; try again later */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  exportAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account’s data and memes, as an attachment named memeforge-export-YYYY-MM-DD.zip */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': Blob;
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Too many attempts: try again after the Retry-After header’s seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  listApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyList'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApiKeyCreateRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyCreated'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        keyId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  subscribeToNewsletter: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterResponse'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  sendContactMessage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContactRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactResponse'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Too many messages from this address in an hour; nothing was stored */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  listAuthProviders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthProviders'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  startGoogleLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To Google's authorisation page */
      302: {
        headers: {
          /** @description Where the browser goes next */
          location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description A service this call needs is out of service for now; try again later */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  completeGoogleLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SocialAuthRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Too many attempts: try again after the Retry-After header’s seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getCurrentPackage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurrentPackage'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  listPlans: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanCatalogue'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  createCheckoutSession: {
    parameters: {
      query: {
        stripe_price_id?: string;
        plan_key: 'free' | 'legacy_starter' | 'basic' | 'pro' | 'legacy_pro' | 'business';
        billing_cycle: 'month' | 'year';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckoutSession'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description At odds with what was done before */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The payment provider is unavailable; nothing was charged or changed */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  confirmCheckoutSession: {
    parameters: {
      query: {
        session_id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckoutSuccess'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not ready yet, or the id is taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The payment provider is unavailable; this call confirmed nothing and added no credits */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  listTransactions: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        status?: 'paid' | 'pending' | 'failed';
        type?: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransactionList'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getBillingPortal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BillingPortal'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The payment provider is unavailable; nothing was charged or changed */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionResponse'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  scheduleSubscriptionCancellation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionMessage'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The payment provider is unavailable; the change was not made and nothing was charged (a change the provider took but could not report back answers 200) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  reopenSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionMessage'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The payment provider is unavailable; the change was not made and nothing was charged (a change the provider took but could not report back answers 200) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getProrationQuote: {
    parameters: {
      query: {
        current_plan_key?: 'free' | 'legacy_starter' | 'basic' | 'pro' | 'legacy_pro' | 'business';
        current_billing_cycle?: 'month' | 'year';
        new_plan_key: 'free' | 'legacy_starter' | 'basic' | 'pro' | 'legacy_pro' | 'business';
        new_billing_cycle: 'month' | 'year';
        stripe_price_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProrationQuote'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The payment provider is unavailable; nothing was charged or changed */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  updateSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSubscriptionRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateSubscriptionResponse'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The payment provider is unavailable; the change was not made and nothing was charged (a change the provider took but could not report back answers 200) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getReceipt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        transactionId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The receipt of a paid transaction, as a page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  receiveBillingEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The provider’s signature over the raw body, `t=<unix seconds>,v1=<hex HMAC-SHA256>`; a bad one, or one over 300 s old, is refused with nothing written. */
        'Stripe-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BillingEventInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookReceived'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The payment provider is unavailable; the event could not be re-read, nothing was written, and the provider delivers it again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  showLocalCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The TEST PAYMENT card page of an open session (or, once paid, its all-done page) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The session expired or can no longer be paid: the all-done page with a way back */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  payLocalCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['LocalCheckoutFormInput'];
      };
    };
    responses: {
      /** @description The session was paid already: the all-done page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Paid: on to the checkout-success page, which confirms the session */
      303: {
        headers: {
          /** @description Where the browser goes next */
          location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The test bank refused the card: the page again with its message */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The session expired or can no longer be paid: the all-done page with a way back */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  listLibraryTemplates: {
    parameters: {
      query?: {
        search?: string;
        page?: number;
        type?: 1 | 2;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateList'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  uploadTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['TemplateUploadFormInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Template'];
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Template'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getLibraryTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        templateId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Template'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getLibraryTemplateBySlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Template'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  listPublicTemplates: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicTemplateIndex'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getPublicTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicTemplatePage'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getTemplateSitemap: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateSitemap'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getJobStatus: {
    parameters: {
      query: {
        job_id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobStatus'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  listUserMemes: {
    parameters: {
      query?: {
        search?: string;
        page?: number;
        type?: 1 | 2;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserMemesList'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  actOnMeme: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MemeActionRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Meme'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getMeme: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        memeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Meme'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  deleteMeme: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        memeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  downloadMeme: {
    parameters: {
      query?: {
        format?: 'original' | 'png' | 'jpeg' | 'gif';
        shape?: 'original' | 'square' | 'portrait' | 'story';
        fill?: 'blur' | 'black' | 'white' | 'slate' | 'violet';
      };
      header?: never;
      path: {
        memeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with a Content-Disposition attachment name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': Blob;
          'video/*': Blob;
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The meme is not finished (still being made, or failed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description A GIF or a shaped video still being made by a worker: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  shareMeme: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        memeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemeShare'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The meme is not finished (still being made, or failed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  unshareMeme: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        memeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemeShare'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getSharedMeme: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        memeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SharedMeme'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getSharedMemeImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        memeId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The still */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': Blob;
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not found, or not this account’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  generateMemes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenerateRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenerateResponse'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not enough credits; nothing was spent */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Not allowed for this account (or a cookie-authenticated write from another site) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description At odds with what was done before */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Too many attempts: try again after the Retry-After header’s seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description A service this call needs is out of service for now; try again later */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  saveMeme: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['SaveMemeFormInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SaveMemeResponse'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The free plan on a library template none of the person's memes uses */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description No such template (or not one this person may see) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body or a file is over its cap (`{field: [message]}`), or the person's memes already fill their plan's storage (`{detail}`, saying to delete memes in My Memes); nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Too many renders started in the last minutes, or (video calls) 3 videos of the person already being made; try again after Retry-After seconds. Nothing was stored */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The render failed; nothing was kept */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  startTemplateVideo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProcessTemplateVideoRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VideoJobStartResponse'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The free plan on a library template none of the person's memes uses */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description No such template (or not one this person may see) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body or a file is over its cap (`{field: [message]}`), or the person's memes already fill their plan's storage (`{detail}`, saying to delete memes in My Memes); nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Too many renders started in the last minutes, or (video calls) 3 videos of the person already being made; try again after Retry-After seconds. Nothing was stored */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  startUploadedVideo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['UploadedVideoFormInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VideoJobStartResponse'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The free plan on a library template none of the person's memes uses */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description No such template (or not one this person may see) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The generation_id is another person's */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body or a file is over its cap (`{field: [message]}`), or the person's memes already fill their plan's storage (`{detail}`, saying to delete memes in My Memes); nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Too many renders started in the last minutes, or (video calls) 3 videos of the person already being made; try again after Retry-After seconds. Nothing was stored */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  writeAiTagline: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AiTaglineRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AiTaglineResponse'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description No credits left; nothing was spent */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarkedError'];
        };
      };
      /** @description The free plan: AI captions are a premium feature */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarkedError'];
        };
      };
      /** @description No such template (or not one this person may see) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Too many captions in a minute */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The caption could not be written; the credit was refunded */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getChatHistory: {
    parameters: {
      query: {
        meme_id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatHistory'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description No such meme of this person */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  sendChatTurn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChatTurnRequestInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatTurnResponse'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description Not signed in, or the token is invalid or its session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description No credits left; nothing was spent */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarkedError'];
        };
      };
      /** @description The free plan: Edit With AI is a premium feature */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarkedError'];
        };
      };
      /** @description No such meme of this person, or no such template */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description Too many messages in a minute */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'retry-after'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The meme could not be edited; the credit was refunded */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  getLanding: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LandingData'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  callMcp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['McpMessageInput'];
      };
    };
    responses: {
      /** @description The answer as server-sent events: progress notifications, then the JSON-RPC response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description A notification or a response from the client, taken; nothing to answer */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not one JSON-RPC 2.0 message of MCP: `{field: [messages]}`, or the transport’s JSON-RPC error */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | (components['schemas']['DetailError'] | components['schemas']['FieldErrors'])
            | components['schemas']['JsonRpcErrorResponse'];
        };
      };
      /** @description No Bearer token or API key, or a refused one (with a `WWW-Authenticate: Bearer` header) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The Accept header lacks application/json and text/event-stream */
      406: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JsonRpcErrorResponse'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  onCheckoutSessionCompleted: {
    parameters: {
      query?: never;
      header: {
        /** @description The provider’s signature over the raw body, `t=<unix seconds>,v1=<hex HMAC-SHA256>`; a bad one, or one over 300 s old, is refused with nothing written. */
        'Stripe-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BillingEventInput'] & {
          /** @constant */
          type: 'checkout.session.completed';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookReceived'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The payment provider is unavailable; the event could not be re-read, nothing was written, and the provider delivers it again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  onInvoicePaid: {
    parameters: {
      query?: never;
      header: {
        /** @description The provider’s signature over the raw body, `t=<unix seconds>,v1=<hex HMAC-SHA256>`; a bad one, or one over 300 s old, is refused with nothing written. */
        'Stripe-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BillingEventInput'] & {
          /** @constant */
          type: 'invoice.paid';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookReceived'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The payment provider is unavailable; the event could not be re-read, nothing was written, and the provider delivers it again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  onInvoicePaymentFailed: {
    parameters: {
      query?: never;
      header: {
        /** @description The provider’s signature over the raw body, `t=<unix seconds>,v1=<hex HMAC-SHA256>`; a bad one, or one over 300 s old, is refused with nothing written. */
        'Stripe-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BillingEventInput'] & {
          /** @constant */
          type: 'invoice.payment_failed';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookReceived'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The payment provider is unavailable; the event could not be re-read, nothing was written, and the provider delivers it again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  onCustomerSubscriptionCreated: {
    parameters: {
      query?: never;
      header: {
        /** @description The provider’s signature over the raw body, `t=<unix seconds>,v1=<hex HMAC-SHA256>`; a bad one, or one over 300 s old, is refused with nothing written. */
        'Stripe-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BillingEventInput'] & {
          /** @constant */
          type: 'customer.subscription.created';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookReceived'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The payment provider is unavailable; the event could not be re-read, nothing was written, and the provider delivers it again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  onCustomerSubscriptionUpdated: {
    parameters: {
      query?: never;
      header: {
        /** @description The provider’s signature over the raw body, `t=<unix seconds>,v1=<hex HMAC-SHA256>`; a bad one, or one over 300 s old, is refused with nothing written. */
        'Stripe-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BillingEventInput'] & {
          /** @constant */
          type: 'customer.subscription.updated';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookReceived'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The payment provider is unavailable; the event could not be re-read, nothing was written, and the provider delivers it again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
  onCustomerSubscriptionDeleted: {
    parameters: {
      query?: never;
      header: {
        /** @description The provider’s signature over the raw body, `t=<unix seconds>,v1=<hex HMAC-SHA256>`; a bad one, or one over 300 s old, is refused with nothing written. */
        'Stripe-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BillingEventInput'] & {
          /** @constant */
          type: 'customer.subscription.deleted';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookReceived'];
        };
      };
      /** @description The input was refused: `{field: [messages]}` for fields, `{detail}` otherwise; nothing was changed */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The body, or one of its files, is larger than this call accepts; nothing was stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'] | components['schemas']['FieldErrors'];
        };
      };
      /** @description The body’s content type is not one this call accepts */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description An unexpected failure on our side (it is logged) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
      /** @description The payment provider is unavailable; the event could not be re-read, nothing was written, and the provider delivers it again */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailError'];
        };
      };
    };
  };
}
