/** User-facing messages from spec §5, §6 and §8, kept word for word. */
export const MESSAGES = {
  requestFailed: 'Request Failed',
  unknownError: 'An unknown error occurred.',
  notFound: 'Not found.',
  malformedJson: 'The request body is not valid JSON.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Given token not valid for any token type',
  crossSiteRequest: 'Cross-site request refused.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'An unexpected error occurred. Please try again.',

  upgradeRequiredTitle: 'Upgrade Required',
  upgradeRequiredSubtitle: 'Upgrade for more credits and features',
  outOfCredits: "You don't have enough credits to perform this action.",
  premiumTemplates: 'You need to subscribe to a paid package to preview, edit, or download templates.',
  premiumCaption:
    'AI Caption generation is a premium feature. You need to subscribe to a paid package to access this feature.',
  premiumSelectTemplate: 'You need to subscribe to a paid package to select templates.',
  templatesAccessDenied: 'Access denied. You need to subscribe to a paid package to access templates.',
  insufficientCredits: 'Insufficient credits',
  premiumRequired: 'Premium features require paid plan',

  freeBanner: 'Access 1000+ templates & more credits.',
  freeBannerLink: 'Upgrade Now',
  upgradeToPro: 'Upgrade to Pro',
  creditsReset: (cycle: 'monthly' | 'yearly') => `Credits reset ${cycle}`,
} as const;
