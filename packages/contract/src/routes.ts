/**
 * The web app's routes (product.md §2.1) by their internal names. The values are the
 * table's paths.
 */
export const ROUTES = {
  landing: '/',
  login: '/?toggle_login_modal=true',
  contactUs: '/contact-us',
  subscription: '/subscription',
  'dashboard.generateMeme': '/dashboard/generate',
  'dashboard.library': '/dashboard/library',
  'dashboard.editor': '/dashboard/editor',
  'dashboard.myMemes': '/dashboard/memes',
  'dashboard.profile': '/dashboard/profile',
  'dashboard.billing.subscription': '/dashboard/billing/subscription',
  'dashboard.billing.transactions': '/dashboard/billing/transactions',
  'dashboard.billing.checkoutSuccess': '/dashboard/billing/checkout/success',
  'dashboard.billing.checkoutCancel': '/dashboard/billing/checkout/cancel',
  emailVerificationSent: '/auth/email-verification-sent',
  verifyEmail: '/auth/verify-email',
  resetPassword: '/auth/reset-password',
  /** Our addition: where the locked-account sign-in e-mail's link lands. */
  signInLink: '/auth/sign-in-link',
  logout: '/logout',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  /** Our addition (issue 25): the guide for developers and the API reference, from the OpenAPI document. */
  apiReference: '/docs/api',
  publicTemplates: '/memes/template',
  googleCallback: '/social-auth/google/callback',
} as const;

export type RouteName = keyof typeof ROUTES;

/** Query parameter that opens the login dialog on the landing page. */
export const LOGIN_MODAL_QUERY = 'toggle_login_modal';
/** The auth dialog's four forms (product.md §2.2); `mode` in the query picks one (our addition). */
export const AUTH_DIALOG_MODES = ['login', 'signup', 'forgot', 'reset'] as const;
export type AuthDialogMode = (typeof AUTH_DIALOG_MODES)[number];
export const AUTH_DIALOG_MODE_QUERY = 'mode';

/** The landing page with the auth dialog open on one form; extra query values ride along (uid, token). */
export function authDialogPath(mode: AuthDialogMode, extra: Record<string, string> = {}): string {
  // Built by hand: the contract has no DOM or Node globals (it runs in both).
  const pairs: [string, string][] = [[LOGIN_MODAL_QUERY, 'true']];
  if (mode !== 'login') pairs.push([AUTH_DIALOG_MODE_QUERY, mode]);
  pairs.push(...Object.entries(extra));
  return `/?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`;
}

/** The 'Sign Up' buttons open the dialog on its sign-up form. */
export const SIGNUP_MODAL_PATH = authDialogPath('signup');

export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}
