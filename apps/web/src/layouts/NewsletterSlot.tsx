import { NewsletterForm } from '../features/newsletter/newsletter-form';

/** The footer's newsletter sign-up: heading, one line of copy, and the form. */
export function NewsletterSlot() {
  return (
    <section aria-labelledby="newsletter-heading" className="flex flex-col gap-2" data-slot="newsletter">
      <h2 id="newsletter-heading" className="text-sm font-semibold text-slate-900">
        Newsletter
      </h2>
      <p className="text-sm text-slate-600">The best new memes and templates, in your inbox.</p>
      <NewsletterForm />
    </section>
  );
}
