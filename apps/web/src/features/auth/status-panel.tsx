import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Loader2, MailCheck } from 'lucide-react';
import { cn } from '../../ui';

const ICONS = {
  asking: <MailCheck className="size-10 text-brand-600" aria-hidden />,
  working: <Loader2 className="size-10 animate-spin text-brand-600" aria-hidden />,
  success: <CheckCircle2 className="size-10 text-emerald-600" aria-hidden />,
  error: <AlertTriangle className="size-10 text-red-500" aria-hidden />,
};

/** A centred card for the auth pages' states: asking, working (spinner), success or failure, with actions. */
export function StatusPanel({
  state,
  title,
  children,
  actions,
}: {
  state: keyof typeof ICONS;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-lg px-4 py-16 md:py-24">
      <section
        role={state === 'error' ? 'alert' : 'status'}
        aria-busy={state === 'working'}
        className={cn(
          'flex w-full flex-col items-center gap-4 rounded-2xl border bg-white px-6 py-10 text-center shadow-sm',
          state === 'error' ? 'border-red-200' : 'border-slate-200',
        )}
      >
        {ICONS[state]}
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        {children && <div className="flex flex-col gap-2 text-sm text-slate-600">{children}</div>}
        {actions && <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div>}
      </section>
    </div>
  );
}
