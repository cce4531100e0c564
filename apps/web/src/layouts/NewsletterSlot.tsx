/**
 * Where the footer's newsletter sign-up goes. The accounts issue puts the form here (it needs
 * POST /users/api/newsletter/subscribe/); the heading and copy are final.
 */
export function NewsletterSlot() {
  return (
    <section aria-labelledby="newsletter-heading" className="flex flex-col gap-2" data-slot="newsletter">
      <h2 id="newsletter-heading" className="text-sm font-semibold text-slate-900">
        Newsletter
      </h2>
      <p className="text-sm text-slate-600">The best new memes and templates, in your inbox.</p>
    </section>
  );
}
