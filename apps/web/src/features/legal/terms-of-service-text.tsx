import { PRODUCT_NAME } from '@memeforge/contract';
import { ContactEmailLink } from '../../ui';

/** The terms, shown on /terms-of-service and in the sign-up form's Terms and Conditions dialog. */
export function TermsOfServiceText() {
  return (
    <div className="flex flex-col gap-4 text-slate-700">
      <p>
        By using {PRODUCT_NAME} you agree to post memes lawfully and to respect the rights of others. Paid plans renew
        each billing cycle until cancelled; credits reset at each renewal.
      </p>
      <p>
        Questions: <ContactEmailLink />.
      </p>
    </div>
  );
}
