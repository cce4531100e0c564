import { Link } from 'react-router';
import { Clock, Mail, ShieldCheck } from 'lucide-react';
import { ROUTES } from '@memeforge/contract';
import { ContactEmailLink } from '../ui';
import { ContactForm } from '../features/contact/contact-form';
import { PublicPage } from './PublicPage';

/** /contact-us: the contact form, and what happens to a message. */
export function ContactPage() {
  return (
    <PublicPage title="Contact Us">
      <p className="-mt-3 mb-8 max-w-2xl text-slate-600">
        Questions, feedback, a partnership idea or trouble with your account: send us a message and we&apos;ll answer by
        e-mail.
      </p>
      <div className="grid gap-8 lg:grid-cols-3">
        <section
          aria-label="Send us a message"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6 lg:col-span-2"
        >
          <ContactForm />
        </section>
        <aside className="flex flex-col gap-6 text-sm text-slate-600">
          <div className="flex gap-3">
            <Clock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
            <div>
              <h2 className="font-semibold text-slate-900">What happens next</h2>
              <p>
                Your message goes straight to our support team. We usually reply within two working days, to the e-mail
                address you give.
              </p>
            </div>
          </div>
          <div className="flex gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
            <div>
              <h2 className="font-semibold text-slate-900">Prefer e-mail?</h2>
              <p>
                Write to <ContactEmailLink />.
              </p>
            </div>
          </div>
          <div className="flex gap-3">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
            <div>
              <h2 className="font-semibold text-slate-900">Your details</h2>
              <p>
                We use your message only to answer it, and delete it when you ask or when you delete your account. See
                our{' '}
                <Link
                  to={`${ROUTES.privacyPolicy}#contact-messages`}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  Privacy Policy
                </Link>
                .
              </p>
            </div>
          </div>
        </aside>
      </div>
    </PublicPage>
  );
}
