/**
 * The web app's routes (spec §2) by their internal names. The spec lists the names but not
 * their values; the values are the table's paths.
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
  logout: '/logout',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  publicTemplates: '/memes/template',
  googleCallback: '/social-auth/google/callback',
} as const;

export type RouteName = keyof typeof ROUTES;

/** Query parameter that opens the login dialog on the landing page. */
export const LOGIN_MODAL_QUERY = 'toggle_login_modal';
/**
 * Not in the spec: the same dialog opened on its sign-up form, for the 'Sign Up' buttons. The
 * accounts issue's dialog reads `mode`.
 */
export const SIGNUP_MODAL_PATH = '/?toggle_login_modal=true&mode=signup';

export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}
