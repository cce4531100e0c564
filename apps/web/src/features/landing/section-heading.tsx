import type { ReactNode } from 'react';

/** A landing section's eyebrow, heading and lead, centred. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto mb-8 flex max-w-2xl flex-col items-center gap-3 text-center md:mb-10">
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
        {title}
      </h2>
      {children && <p className="text-base text-slate-600 md:text-lg">{children}</p>}
    </div>
  );
}
