import type { ReactNode } from 'react';
import { cn } from '../../../ui';

/**
 * A text box's label with its n/limit counter beside it (`<id>-count`, for aria-describedby);
 * the counter turns red while the box's error shows.
 */
export function CountedLabel({
  id,
  label,
  length,
  limit,
  error = false,
}: {
  id: string;
  label: ReactNode;
  length: number;
  limit: number;
  error?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <span
        id={`${id}-count`}
        className={cn('text-xs tabular-nums', error ? 'font-semibold text-red-600' : 'text-slate-500')}
        aria-label={`${length} of ${limit} characters`}
      >
        {length}/{limit}
      </span>
    </div>
  );
}
