/**
 * The current subscription (docs/product.md §2.1 /dashboard/billing/subscription): plan, cycle, status, the
 * next renewal's date and credits, the credits left, a downgrade waiting for the period's end,
 * and the actions: the provider's billing portal, cancel at the period's end, reopen before it.
 */
import type { ReactNode } from 'react';
import { BILLING_MESSAGES, PLANS, type CurrentPackage, type Subscription } from '@memeforge/contract';
import { Button } from '../../ui';
import { CYCLE_LABELS, formatCount, formatDate } from './format';
import { SubscriptionStatusBadge } from './subscription-status';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="text-base font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

interface SubscriptionPanelProps {
  subscription: Subscription | null;
  pkg: CurrentPackage | undefined;
  portalBusy: boolean;
  onPortal: () => void;
  onCancel: () => void;
  onReopen: () => void;
}

export function SubscriptionPanel({
  subscription,
  pkg,
  portalBusy,
  onPortal,
  onCancel,
  onReopen,
}: SubscriptionPanelProps) {
  const plan = subscription?.planKey ?? pkg?.subscribedPackagePlan ?? 'free';
  const cycle = subscription?.billingCycle ?? pkg?.subscribedPackageBillingCycle ?? null;
  const live = subscription !== null && subscription.status !== 'canceled';
  const ends = subscription?.cancelAtPeriodEnd ?? false;
  return (
    <section
      aria-labelledby="current-plan-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6"
      data-testid="subscription-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="current-plan-title" className="text-lg font-bold text-slate-900">
          Current plan
        </h2>
        {subscription && <SubscriptionStatusBadge label={subscription.statusLabel} />}
      </div>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Fact term="Plan">
          <span data-testid="current-plan">{PLANS[plan].title}</span>
        </Fact>
        <Fact term="Billing cycle">{cycle && plan !== 'free' ? CYCLE_LABELS[cycle] : '—'}</Fact>
        <Fact term="Credits left">
          <span data-testid="panel-credits">{pkg ? formatCount(Number(pkg.credits)) : '…'}</span>
        </Fact>
        {live && subscription ? (
          <Fact term={ends ? 'Ends on' : 'Next renewal'}>
            <span data-testid="renewal-date">{formatDate(subscription.currentPeriodEnd)}</span>
            {!ends && subscription.nextRenewalCredits > 0 && (
              <span className="block text-xs font-medium text-slate-500" data-testid="renewal-credits">
                {formatCount(subscription.nextRenewalCredits)} credits
              </span>
            )}
          </Fact>
        ) : (
          <Fact term="Next renewal">—</Fact>
        )}
      </dl>
      {live && subscription?.pendingPlanKey && !ends && (
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900" data-testid="pending-change">
          {BILLING_MESSAGES.changeAtPeriodEnd(
            `${PLANS[subscription.pendingPlanKey].title}${subscription.pendingBillingCycle ? ` (${CYCLE_LABELS[subscription.pendingBillingCycle]})` : ''}`,
            formatDate(subscription.currentPeriodEnd),
          )}
        </p>
      )}
      {ends && live && subscription && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Your subscription ends on {formatDate(subscription.currentPeriodEnd)}. You keep your plan and credits until
          then, and you can reopen it before that day.
        </p>
      )}
      {subscription?.status === 'past_due' && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {BILLING_MESSAGES.subscriptionPastDue}
        </p>
      )}
      {!live && (
        <p className="text-sm text-slate-600">
          {subscription
            ? BILLING_MESSAGES.subscriptionCanceled
            : 'Choose a plan below to get more credits and the whole template library.'}
        </p>
      )}
      {live && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button variant="secondary" onClick={onPortal} loading={portalBusy}>
            Manage billing
          </Button>
          {ends ? (
            <Button onClick={onReopen}>Reopen subscription</Button>
          ) : (
            <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={onCancel}>
              Cancel subscription
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
