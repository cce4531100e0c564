import { PrivacyPolicyText } from '../features/legal/privacy-policy-text';
import { TermsOfServiceText } from '../features/legal/terms-of-service-text';
import { PublicPage } from './PublicPage';

export function PrivacyPolicyPage() {
  return (
    <PublicPage title="Privacy Policy">
      <PrivacyPolicyText />
    </PublicPage>
  );
}

export function TermsOfServicePage() {
  return (
    <PublicPage title="Terms of Service">
      <TermsOfServiceText anchors />
    </PublicPage>
  );
}
