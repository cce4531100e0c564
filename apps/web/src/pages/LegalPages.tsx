import { PRODUCT_NAME } from '@memeforge/contract';
import { ContactEmailLink } from '../ui';
import { TermsOfServiceText } from '../features/legal/terms-of-service-text';
import { PublicPage } from './PublicPage';

export function PrivacyPolicyPage() {
  return (
    <PublicPage title="Privacy Policy">
      <div className="flex flex-col gap-4 text-slate-700">
        <p>
          {PRODUCT_NAME} keeps the data it needs to run your account: your name, e-mail address, the memes you make and
          your subscription. Passwords are stored only as one-way hashes. We do not sell personal data.
        </p>
        <p>
          Ask for a copy or the deletion of your data at <ContactEmailLink />.
        </p>
      </div>
    </PublicPage>
  );
}

export function TermsOfServicePage() {
  return (
    <PublicPage title="Terms of Service">
      <TermsOfServiceText />
    </PublicPage>
  );
}
