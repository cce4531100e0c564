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
  invalidCharacters: 'The request contains characters that are not allowed.',

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
  // Template library (spec §2, §5, §8).
  searchTemplatesPlaceholder: 'Search templates...',
  noTemplatesMatching: 'No templates found matching your search criteria.',
  noTemplatesAvailable: 'No templates available at the moment.',
  failedToLoadTemplates: 'Failed to load templates',
  tryAgain: 'Try Again',
  noImage: 'No Image',
  noVideo: 'No Video',
  uploadTemplateTitle: 'Upload a new meme template',
  fillAllFields: 'Please fill in all fields',
  templateUploaded: 'Template uploaded successfully',
  templateUploadError: (message?: string) => `Error: ${message || 'Upload failed'}`,
  templateFileWrongType: 'The file must be an image (JPG, PNG, GIF, WebP) or a video (MP4, WebM, MOV).',
  templateImageTooLarge: 'Images must be 5MB or smaller.',
  templateVideoTooLarge: 'Videos must be 20MB or smaller.',
  templateImageDimensions: 'Images must be between 64 and 8000 pixels on each side.',
  templateVideoDuration: 'Videos must be between 1 and 60 seconds long.',
  templateVideoDimensions: 'Videos must be between 64 and 4096 pixels on each side.',
  templateFileUnreadable: 'The file could not be read as an image or video.',
  templateNotFound: 'Template not found.',
  superuserOnly: 'Only administrators can upload templates.',

  // Signup (spec §4, §5, §8).
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordNeedsNumber: 'Password must contain at least one number',
  passwordTooNumeric: 'Password is too numeric.',
  passwordNeedsSpecial: 'Password must contain at least one special character',
  signupSuccess: 'Signup successful! Verification email sent.',
  emailAlreadyRegistered: 'A user is already registered with this e-mail address.',

  // Server-side password validators, in Django's words; the reset form maps them (spec §8 Reset).
  djangoPasswordTooCommon: 'This password is too common.',
  djangoPasswordTooSimilar: (field: string) => `The password is too similar to the ${field}.`,
  djangoPasswordEntirelyNumeric: 'This password is entirely numeric.',
  djangoPasswordTooShort: (min: number) => `This password is too short. It must contain at least ${min} characters.`,

  // Verify e-mail (spec §2, §8).
  verifyingEmail: 'Verifying your email...',
  emailVerified: 'Email verified successfully! Redirecting...',
  invalidOrExpiredKey: 'Invalid or expired key',
  noVerificationKey: 'No verification key found in URL',
  failedToVerifyEmail: 'Failed to verify email',
  verificationLinkExpired: 'This verification link has expired or is no longer valid.',
  verificationIssue: 'There was an issue verifying your email address.',
  invalidVerificationLink: 'Invalid Verification Link',
  verificationEmailResent: 'If an account with that e-mail is waiting for verification, a new link is on its way.',

  // Login and social (spec §8).
  loginSuccess: 'Login successful!',
  loginError: (message: string) => `Error: ${message}`,
  invalidCredentials: 'Unable to log in with provided credentials.',
  emailNotVerified: 'E-mail is not verified. Check your inbox for the verification link, or send a new one.',
  socialAuthFailed: 'Social authentication failed. Please try again.',
  noAuthorizationCode: 'No authorization code found in URL',
  authenticatingWithGoogle: 'Authenticating with Google...',
  redirecting: 'Redirecting...',
  socialAuthUnavailable: 'Google sign-in is not configured.',
  socialAuthStateMismatch: 'The Google sign-in session expired or came from another browser. Please try again.',
  socialEmailNotVerified: 'Your Google account has no verified e-mail address.',

  // Token refresh.
  refreshTokenInvalid: 'Token is invalid or expired',
  refreshTokenMissing: 'No refresh token was provided.',

  // Password reset (spec §5, §8).
  resetPasswordTooShort: 'Password must be at least 8 characters long.',
  resetPasswordsDoNotMatch: 'Passwords do not match.',
  resetLinkIncomplete:
    "Error: The password reset link is incomplete or incorrect. Please ensure you've copied the full link from your email.",
  resetLinkInvalid: 'Error: The password reset link is invalid or has expired. Please request a new one.',
  resetTooCommon: 'Password is too common. Choose a stronger one.',
  resetTooSimilar: 'Password is too similar to your user details.',
  resetEntirelyNumeric: 'Password cannot be entirely numeric.',
  resetTooShort: (min: number) => `Password must be at least ${min} characters long.`,
  resetPasswordIssue: (text: string) => `Password issue: ${text}.`,
  resetPasswordNotAccepted: "The new password you entered isn't accepted.",
  resetRequestFailed: 'The password reset request failed. Please try again.',
  resetError: (message: string) => `Error: ${message}. Please try again.`,
  networkError: 'An unexpected network error occurred. Please check your connection.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  resetLinkSent: 'Password reset link sent to your email!',
  resetSuccess: 'Password reset successful! Redirecting to login...',
  resetRequestAccepted: 'Password reset e-mail has been sent.',
  resetConfirmed: 'Password has been reset with the new password.',
  invalidResetLink: 'Invalid value',

  // Mail transport failures: retryable, nothing lost.
  mailUnavailable: 'We could not send the e-mail just now. Please try again in a few minutes.',
  signupMailUnavailable:
    'Your account was created, but we could not send the verification e-mail just now. Please try signing in in a few minutes to get a new link.',

  // Profile (spec §5).
  firstNameRequired: 'At least first name field is required',
  firstNameMustBeGiven: 'First name must be given',
  firstNameTooLong: 'First name must be less than 150 characters',
  lastNameTooLong: 'Last name must be less than 150 characters',
  nameUpdated: 'Successfully updated name',
  nameUpdateFailed: 'Failed to update name',
  nameUpdateNeedsOne: 'Please provide at least a first name or last name',

  // Newsletter (spec §4, §8).
  newsletterSubscribed: 'Successfully subscribed to our newsletter!',
  newsletterAlreadySubscribed: "You're already subscribed to our newsletter!",
  newsletterFailed: 'Failed to subscribe. Please try again.',
  newsletterNetworkError: 'Something went wrong. Please try again.',
  newsletterSubscribedLabel: 'Subscribed!',
} as const;
