import { Route, Routes } from 'react-router';
import { ROUTES } from '@memeforge/contract';
import { PublicLayout } from './layouts/PublicLayout';
import { DashboardLayout } from './layouts/dashboard/DashboardLayout';
import { LandingPage } from './pages/LandingPage';
import { SubscriptionPage } from './pages/SubscriptionPage';
import { LogoutPage } from './pages/LogoutPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PrivacyPolicyPage, TermsOfServicePage } from './pages/LegalPages';
import { PublicPage } from './pages/PublicPage';
import { DashboardPage } from './pages/DashboardPage';
import { EmailVerificationSentPage } from './pages/EmailVerificationSentPage';
import { VerifyEmailPage } from './pages/VerifyEmailPage';
import { ResetPasswordLinkPage } from './pages/ResetPasswordLinkPage';
import { SignInLinkPage } from './pages/SignInLinkPage';
import { GoogleCallbackPage } from './pages/GoogleCallbackPage';
import { ProfilePage } from './pages/ProfilePage';
import { LibraryPage } from './pages/LibraryPage';
import { GeneratePage } from './pages/GeneratePage';
import { MyMemesPage } from './pages/MyMemesPage';
import { EditorPage } from './pages/EditorPage';
import { PublicTemplateIndexPage } from './pages/PublicTemplateIndexPage';
import { PublicTemplatePage } from './pages/PublicTemplatePage';
import { useDocumentTitle } from './features/session/use-document-title';

/** Every route of product.md §2.1. Public pages render on the server too; the dashboard only in the browser. */
export function App() {
  useDocumentTitle();
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={ROUTES.landing} element={<LandingPage />} />
        <Route path={ROUTES.contactUs} element={<PublicPage title="Contact Us" />} />
        <Route path={ROUTES.subscription} element={<SubscriptionPage />} />
        <Route path={ROUTES.privacyPolicy} element={<PrivacyPolicyPage />} />
        <Route path={ROUTES.termsOfService} element={<TermsOfServicePage />} />
        <Route path={ROUTES.publicTemplates} element={<PublicTemplateIndexPage />} />
        <Route path={`${ROUTES.publicTemplates}/:slug`} element={<PublicTemplatePage />} />
        <Route path={ROUTES.emailVerificationSent} element={<EmailVerificationSentPage />} />
        <Route path={ROUTES.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={ROUTES.resetPassword} element={<ResetPasswordLinkPage />} />
        <Route path={ROUTES.signInLink} element={<SignInLinkPage />} />
        <Route path={ROUTES.googleCallback} element={<GoogleCallbackPage />} />
        <Route path={ROUTES.logout} element={<LogoutPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="/dashboard" element={<DashboardLayout />}>
        <Route index element={<GeneratePage />} />
        <Route path="generate" element={<GeneratePage />} />
        <Route path="library" element={<LibraryPage />} />
        <Route path="editor" element={<EditorPage />} />
        <Route path="memes" element={<MyMemesPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="billing/subscription" element={<DashboardPage title="Subscription" />} />
        <Route path="billing/transactions" element={<DashboardPage title="Transactions" />} />
        <Route path="billing/checkout/success" element={<DashboardPage title="Payment successful" />} />
        <Route path="billing/checkout/cancel" element={<DashboardPage title="Checkout cancelled" />} />
        <Route path="*" element={<DashboardPage title="Page not found" />} />
      </Route>
    </Routes>
  );
}
