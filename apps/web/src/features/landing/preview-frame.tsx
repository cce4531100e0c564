import type { ReactNode } from 'react';

/**
 * A still of the product: its own look, drawn with the memes it made, but not a control anyone can
 * use (hidden from assistive technology, which reads the description instead, and inert).
 */
export function PreviewFrame({ description, children }: { description: string; children: ReactNode }) {
  return (
    <figure className="overflow-hidden rounded-3xl border border-slate-200 bg-slate-100 shadow-xl">
      <div className="flex items-center gap-1.5 border-b border-slate-200 bg-white px-4 py-2.5" aria-hidden>
        <span className="size-2.5 rounded-full bg-red-300" />
        <span className="size-2.5 rounded-full bg-amber-300" />
        <span className="size-2.5 rounded-full bg-emerald-300" />
      </div>
      <div className="pointer-events-none select-none p-3 sm:p-6" aria-hidden inert>
        {children}
      </div>
      <figcaption className="border-t border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
        {description}
      </figcaption>
    </figure>
  );
}

/** A field's look without being one. */
export function FakeField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <div className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900">{children}</div>
    </div>
  );
}
