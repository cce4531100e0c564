import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { ROUTES } from '@memeforge/contract';
import { lazyPage, type LazyPage } from './lazy-page';

/**
 * Every page module, each a chunk of its own (decision 034). Vite names a chunk in its manifest by
 * the module's path from the web app's root, which `moduleId` repeats, so the server can tell the
 * browser which chunk the page it rendered needs.
 */
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>([
  '../pages/*Page.tsx',
  '../pages/*Pages.tsx',
  '!../pages/PublicPage.tsx',
]);

export interface Page<P extends object = object> extends LazyPage<P> {
  /** The page module's key in the client build's manifest (`src/pages/LandingPage.tsx`). */
  moduleId: string;
}

function page<P extends object = object>(file: string, exportName: string = file): Page<P> {
  const load = PAGE_MODULES[`../pages/${file}.tsx`];
  if (!load) throw new Error(`no page module pages/${file}.tsx`);
  const lazy = lazyPage<P>(async () => {
    const component = (await load())[exportName];
    if (typeof component !== 'function') throw new Error(`pages/${file}.tsx exports no ${exportName}`);
    return component as ComponentType<P>;
  });
  return Object.assign(lazy, { moduleId: `src/pages/${file}.tsx` });
}

export const PAGES = {
  landing: page('LandingPage'),
  contactUs: page('ContactPage'),
  subscription: page('SubscriptionPage'),
  privacyPolicy: page('LegalPages', 'PrivacyPolicyPage'),
  termsOfService: page('LegalPages', 'TermsOfServicePage'),
  apiReference: page('ApiReferencePage'),
  publicTemplateIndex: page('PublicTemplateIndexPage'),
  publicTemplate: page('PublicTemplatePage'),
  sharedMeme: page('SharedMemePage'),
  emailVerificationSent: page('EmailVerificationSentPage'),
  verifyEmail: page('VerifyEmailPage'),
  resetPassword: page('ResetPasswordLinkPage'),
  signInLink: page('SignInLinkPage'),
  googleCallback: page('GoogleCallbackPage'),
  logout: page('LogoutPage'),
  notFound: page('NotFoundPage'),
  generate: page('GeneratePage'),
  library: page('LibraryPage'),
  editor: page('EditorPage'),
  myMemes: page('MyMemesPage'),
  profile: page('ProfilePage'),
  dashboardNotFound: page<{ title: string }>('DashboardPage'),
  billingSubscription: page('BillingSubscriptionPage'),
  billingTransactions: page('BillingTransactionsPage'),
  checkoutSuccess: page('BillingCheckoutPages', 'BillingCheckoutSuccessPage'),
  checkoutCancel: page('BillingCheckoutPages', 'BillingCheckoutCancelPage'),
};

/** The pages in the public layout, rendered on the server and hydrated (the last one catches the rest). */
export const PUBLIC_ROUTES: readonly { path: string; page: Page }[] = [
  { path: ROUTES.landing, page: PAGES.landing },
  { path: ROUTES.contactUs, page: PAGES.contactUs },
  { path: ROUTES.subscription, page: PAGES.subscription },
  { path: ROUTES.privacyPolicy, page: PAGES.privacyPolicy },
  { path: ROUTES.termsOfService, page: PAGES.termsOfService },
  { path: ROUTES.apiReference, page: PAGES.apiReference },
  { path: ROUTES.publicTemplates, page: PAGES.publicTemplateIndex },
  { path: `${ROUTES.publicTemplates}/:slug`, page: PAGES.publicTemplate },
  { path: '/m/:memeId', page: PAGES.sharedMeme },
  { path: ROUTES.emailVerificationSent, page: PAGES.emailVerificationSent },
  { path: ROUTES.verifyEmail, page: PAGES.verifyEmail },
  { path: ROUTES.resetPassword, page: PAGES.resetPassword },
  { path: ROUTES.signInLink, page: PAGES.signInLink },
  { path: ROUTES.googleCallback, page: PAGES.googleCallback },
  { path: ROUTES.logout, page: PAGES.logout },
  { path: '*', page: PAGES.notFound },
];

/** The public page a path shows (the not-found page when none), as the router would pick it. */
export function publicPageFor(pathname: string): Page {
  const matches = matchRoutes(
    PUBLIC_ROUTES.map((route) => ({ path: route.path })),
    pathname,
  );
  const path = matches?.[matches.length - 1]?.route.path;
  return PUBLIC_ROUTES.find((route) => route.path === path)?.page ?? PAGES.notFound;
}

/**
 * The dashboard's pages under `/dashboard`. `serverRendered`: the server renders it for a signed-in
 * request with the data it shows (decision 048), and the browser hydrates it; the others are
 * rendered in the browser from the shell.
 */
export const DASHBOARD_ROUTES: readonly { path?: string; index?: true; page: Page; serverRendered: boolean }[] = [
  { index: true, page: PAGES.generate, serverRendered: true },
  { path: 'generate', page: PAGES.generate, serverRendered: true },
  { path: 'library', page: PAGES.library, serverRendered: true },
  { path: 'editor', page: PAGES.editor, serverRendered: false },
  { path: 'memes', page: PAGES.myMemes, serverRendered: true },
  { path: 'profile', page: PAGES.profile, serverRendered: false },
  { path: 'billing/subscription', page: PAGES.billingSubscription, serverRendered: false },
  { path: 'billing/transactions', page: PAGES.billingTransactions, serverRendered: false },
  { path: 'billing/checkout/success', page: PAGES.checkoutSuccess, serverRendered: false },
  { path: 'billing/checkout/cancel', page: PAGES.checkoutCancel, serverRendered: false },
];

/** The dashboard route a path shows, as the router would pick it; undefined for the not-found page. */
export function dashboardRouteFor(pathname: string) {
  const children: RouteObject[] = DASHBOARD_ROUTES.map((route, id) =>
    route.index ? { id: String(id), index: true } : { id: String(id), path: route.path },
  );
  const matches = matchRoutes([{ id: 'dashboard', path: '/dashboard', children }], pathname);
  const id = matches?.[matches.length - 1]?.route.id;
  return id === undefined || id === 'dashboard' ? undefined : DASHBOARD_ROUTES[Number(id)];
}
