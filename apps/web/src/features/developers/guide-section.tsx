import type { ReactNode } from 'react';

/** One part of the guide: an `h2` with an anchor kept clear of the sticky header, then its text. */
export function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <h2 id={id} className="scroll-mt-24 text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="flex min-w-0 flex-col gap-3 leading-relaxed text-slate-700 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}

/** A link in the guide's text, in the site's link style. */
export const guideLinkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';
