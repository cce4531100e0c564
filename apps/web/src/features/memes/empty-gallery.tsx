import { useId, type ReactNode } from 'react';
import { Images, PenLine, Sparkles } from 'lucide-react';
import { MESSAGES } from '@memeforge/contract';

const ICONS = [PenLine, Images, Sparkles];

/** No memes yet (product.md §2.6): 'Viral memes in one click!' and the three steps to the first batch. */
export function EmptyGallery({ action }: { action?: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="empty-gallery"
      className="flex flex-col items-center gap-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
    >
      <h2 id={titleId} className="text-xl font-extrabold text-slate-900">
        {MESSAGES.emptyGalleryTitle}
      </h2>
      <ol className="grid w-full max-w-2xl grid-cols-1 gap-4 sm:grid-cols-3">
        {MESSAGES.emptyGallerySteps.map((step, index) => {
          const Icon = ICONS[index] ?? Sparkles;
          return (
            <li key={step} className="flex flex-col items-center gap-2 rounded-xl bg-brand-50 px-4 py-5">
              <span className="flex size-10 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">Step {index + 1}</span>
              <span className="text-sm font-semibold text-slate-900">{step}</span>
            </li>
          );
        })}
      </ol>
      {action}
    </section>
  );
}
