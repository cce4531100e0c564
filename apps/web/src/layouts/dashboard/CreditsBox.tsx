import { Coins, RotateCw } from 'lucide-react';
import { MESSAGES, isPaidPlan, PLANS, type CurrentPackage } from '@memeforge/contract';
import { Skeleton, cn } from '../../ui';

interface CreditsBoxProps {
  pkg: CurrentPackage | undefined;
  collapsed?: boolean;
  /** Set when loading the package failed: the box offers a retry instead of loading forever. */
  onRetry?: (() => void) | undefined;
}

export function CreditsBox({ pkg, collapsed = false, onRetry }: CreditsBoxProps) {
  if (!pkg && onRetry) {
    return (
      <button
        type="button"
        onClick={onRetry}
        title="Credits unavailable: retry"
        data-testid="credits-error"
        className="flex w-full items-center justify-center gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-xs font-medium text-red-800 hover:bg-red-100"
      >
        <RotateCw className="size-4" aria-hidden />
        {collapsed ? <span className="sr-only">Credits unavailable: retry</span> : 'Credits unavailable. Retry'}
      </button>
    );
  }
  if (!pkg) return <Skeleton className={collapsed ? 'h-10 w-10' : 'h-20 w-full'} />;
  const paid = isPaidPlan(pkg.subscribedPackagePlan);
  const cycle = pkg.subscribedPackageBillingCycle === 'year' ? 'yearly' : 'monthly';
  if (collapsed) {
    return (
      <div
        title={`${pkg.credits} credits`}
        className="flex flex-col items-center gap-0.5 rounded-xl bg-brand-50 py-2 text-brand-900"
      >
        <Coins className="size-4" aria-hidden />
        <span className="text-xs font-bold" data-testid="credits-count">
          {pkg.credits}
        </span>
      </div>
    );
  }
  return (
    <div className={cn('rounded-xl border border-brand-200 bg-brand-50 p-3')} data-testid="credits-box">
      <div className="flex items-center justify-between">
        <span className="text-xs font-medium uppercase tracking-wide text-brand-700">Credits</span>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-brand-700">
          {PLANS[pkg.subscribedPackagePlan].title}
        </span>
      </div>
      <p className="mt-1 text-2xl font-extrabold text-brand-900" data-testid="credits-count">
        {pkg.credits}
      </p>
      {paid && <p className="text-xs text-brand-700">{MESSAGES.creditsReset(cycle)}</p>}
    </div>
  );
}
