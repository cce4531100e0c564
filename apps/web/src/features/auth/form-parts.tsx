import type { ReactNode } from 'react';
import { cn } from '../../ui';

/** A message for the whole form: an error (announced at once) or a success notice. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={`form-${tone}`}
      className={cn(
        'whitespace-pre-line rounded-lg px-3 py-2 text-sm',
        tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-emerald-50 text-emerald-800',
      )}
    >
      {children}
    </p>
  );
}

/** A link-looking button that switches the dialog to another form (it stays in the page). */
export function SwitchButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="cursor-pointer rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      {children}
    </button>
  );
}

export function FormFooter({ children }: { children: ReactNode }) {
  return <p className="text-center text-sm text-slate-600">{children}</p>;
}
