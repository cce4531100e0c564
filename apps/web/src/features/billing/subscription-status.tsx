import type { Subscription } from '@memeforge/contract';
import { cn } from '../../ui/cn';

const TONES: Record<Subscription['statusLabel'], string> = {
  Active: 'bg-emerald-100 text-emerald-800',
  Trial: 'bg-sky-100 text-sky-800',
  'Cancellation Scheduled': 'bg-amber-100 text-amber-900',
  Cancelled: 'bg-slate-200 text-slate-700',
  'Payment Failed': 'bg-red-100 text-red-800',
};

/** The status labels of docs/product.md §3.8 (Active, Trial, Cancellation Scheduled, Cancelled), plus a failed payment. */
export function SubscriptionStatusBadge({ label }: { label: Subscription['statusLabel'] }) {
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[label])}
      data-testid="subscription-status"
    >
      {label}
    </span>
  );
}
