import { Lightbulb, Loader2 } from 'lucide-react';
import { MESSAGES } from '@memeforge/contract';

/** 'Your memes are almost ready!' while a batch is being made (product.md §2.6); announced politely. */
export function GenerationProgress({ active }: { active: boolean }) {
  return (
    <div role="status" aria-live="polite">
      {active && (
        <div className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3">
          <Loader2 className="size-5 shrink-0 animate-spin text-brand-600 motion-reduce:animate-none" aria-hidden />
          <div className="text-sm">
            <p className="font-semibold text-brand-900">{MESSAGES.memesAlmostReady}</p>
            <p className="text-brand-700">{MESSAGES.progressEstimate}</p>
          </div>
        </div>
      )}
    </div>
  );
}

export function ProTip() {
  return (
    <p className="flex items-start gap-2 text-xs text-slate-600">
      <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden />
      <span>{MESSAGES.generationProTip}</span>
    </p>
  );
}
