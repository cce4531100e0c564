import type { ReactNode } from 'react';
import { AlertTriangle, Inbox } from 'lucide-react';
import { MESSAGES } from '@memeforge/contract';
import { Button } from './button';

export function EmptyState({
  title,
  description,
  icon,
  action,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <div className="text-slate-400">{icon ?? <Inbox className="size-10" aria-hidden />}</div>
      <p className="text-base font-semibold text-slate-800">{title}</p>
      {description && <div className="max-w-md text-sm text-slate-600">{description}</div>}
      {action}
    </div>
  );
}

export function ErrorState({
  title,
  description,
  onRetry,
  retryLabel = MESSAGES.tryAgain,
}: {
  title: ReactNode;
  description?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <AlertTriangle className="size-10 text-red-500" aria-hidden />
      <p className="text-base font-semibold text-red-900">{title}</p>
      {description && <div className="max-w-md text-sm text-red-800">{description}</div>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
