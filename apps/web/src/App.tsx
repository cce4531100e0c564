import { Suspense, lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES } from '@memeforge/contract';
import { PublicLayout } from './layouts/PublicLayout';
import { LandingPage } from './pages/LandingPage';
import { SubscriptionPage } from './pages/SubscriptionPage';
import { LogoutPage } from './pages/LogoutPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PrivacyPolicyPage, TermsOfServicePage } from './pages/LegalPages';
import { ContactPage } from './pages/ContactPage';
import { EmailVerificationSentPage } from './pages/EmailVerificationSentPage';
import { VerifyEmailPage } from './pages/VerifyEmailPage';
import { ResetPasswordLinkPage } from './pages/ResetPasswordLinkPage';
import { SignInLinkPage } from './pages/SignInLinkPage';
import { GoogleCallbackPage } from './pages/GoogleCallbackPage';
import { PublicTemplateIndexPage } from './pages/PublicTemplateIndexPage';
import { PublicTemplatePage } from './pages/PublicTemplatePage';
import { SharedMemePage } from './pages/SharedMemePage';
import { useDocumentTitle } from './features/session/use-document-title';
import { useBillingSync } from './features/billing/billing-sync';

/**
 * The dashboard is loaded on first use, in chunks of its own, so the public pages (server-rendered
 * and hydrated, all in the main chunk) do not download it (decision 021). The server never renders
 * dashboard routes, so nothing here suspends during hydration.
 */
const DashboardLayout = lazy(() =>
  import('./layouts/dashboard/DashboardLayout').then((module) => ({ default: module.DashboardLayout })),
);
const GeneratePage = lazy(() => import('./pages/GeneratePage').then((module) => ({ default: module.GeneratePage })));
const LibraryPage = lazy(() => import('./pages/LibraryPage').then((module) => ({ default: module.LibraryPage })));
const EditorPage = lazy(() => import('./pages/EditorPage').then((module) => ({ default: module.EditorPage })));
const MyMemesPage = lazy(() => import('./pages/MyMemesPage').then((module) => ({ default: module.MyMemesPage })));
const ProfilePage = lazy(() => import('./pages/ProfilePage').then((module) => ({ default: module.ProfilePage })));
const DashboardPage = lazy(() => import('./pages/DashboardPage').then((module) => ({ default: module.DashboardPage })));
const BillingSubscriptionPage = lazy(() =>
  import('./pages/BillingSubscriptionPage').then((module) => ({ default: module.BillingSubscriptionPage })),
);
const BillingTransactionsPage = lazy(() =>
  import('./pages/BillingTransactionsPage').then((module) => ({ default: module.BillingTransactionsPage })),
);
const BillingCheckoutSuccessPage = lazy(() =>
  import('./pages/BillingCheckoutPages').then((module) => ({ default: module.BillingCheckoutSuccessPage })),
);
const BillingCheckoutCancelPage = lazy(() =>
  import('./pages/BillingCheckoutPages').then((module) => ({ default: module.BillingCheckoutCancelPage })),
);

/** A lazily loaded page: the dashboard's shell stays while its chunk arrives. */
function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Every route of product.md §2.1. Public pages render on the server too; the dashboard only in the browser. */
export function App() {
  useDocumentTitle();
  useBillingSync();
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={ROUTES.landing} element={<LandingPage />} />
        <Route path={ROUTES.contactUs} element={<ContactPage />} />
        <Route path={ROUTES.subscription} element={<SubscriptionPage />} />
        <Route path={ROUTES.privacyPolicy} element={<PrivacyPolicyPage />} />
        <Route path={ROUTES.termsOfService} element={<TermsOfServicePage />} />
        <Route path={ROUTES.publicTemplates} element={<PublicTemplateIndexPage />} />
        <Route path={`${ROUTES.publicTemplates}/:slug`} element={<PublicTemplatePage />} />
        <Route path="/m/:memeId" element={<SharedMemePage />} />
        <Route path={ROUTES.emailVerificationSent} element={<EmailVerificationSentPage />} />
        <Route path={ROUTES.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={ROUTES.resetPassword} element={<ResetPasswordLinkPage />} />
        <Route path={ROUTES.signInLink} element={<SignInLinkPage />} />
        <Route path={ROUTES.googleCallback} element={<GoogleCallbackPage />} />
        <Route path={ROUTES.logout} element={<LogoutPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        path="/dashboard"
        element={
          <Lazy>
            <DashboardLayout />
          </Lazy>
        }
      >
        <Route
          index
          element={
            <Lazy>
              <GeneratePage />
            </Lazy>
          }
        />
        <Route
          path="generate"
          element={
            <Lazy>
              <GeneratePage />
            </Lazy>
          }
        />
        <Route
          path="library"
          element={
            <Lazy>
              <LibraryPage />
            </Lazy>
          }
        />
        <Route
          path="editor"
          element={
            <Lazy>
              <EditorPage />
            </Lazy>
          }
        />
        <Route
          path="memes"
          element={
            <Lazy>
              <MyMemesPage />
            </Lazy>
          }
        />
        <Route
          path="profile"
          element={
            <Lazy>
              <ProfilePage />
            </Lazy>
          }
        />
        <Route
          path="billing/subscription"
          element={
            <Lazy>
              <BillingSubscriptionPage />
            </Lazy>
          }
        />
        <Route
          path="billing/transactions"
          element={
            <Lazy>
              <BillingTransactionsPage />
            </Lazy>
          }
        />
        <Route
          path="billing/checkout/success"
          element={
            <Lazy>
              <BillingCheckoutSuccessPage />
            </Lazy>
          }
        />
        <Route
          path="billing/checkout/cancel"
          element={
            <Lazy>
              <BillingCheckoutCancelPage />
            </Lazy>
          }
        />
        <Route
          path="*"
          element={
            <Lazy>
              <DashboardPage title="Page not found" />
            </Lazy>
          }
        />
      </Route>
    </Routes>
  );
}
