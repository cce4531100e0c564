import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import {
  BILLING_CYCLES,
  BILLING_MESSAGES,
  PLAN_KEYS,
  isPaidPlan,
  type BillingCycle,
  type Plan,
} from '@memeforge/contract';
import { Button, ErrorState, Skeleton } from '../ui';
import { toast } from '../ui/toast';
import { useCurrentPackage } from '../features/session/queries';
import { fetchBillingPortal, useSubscription, type PlanChoice } from '../features/billing/billing-api';
import { browser } from '../features/billing/browser';
import { CancelSubscriptionDialog, ReopenSubscriptionDialog } from '../features/billing/cancellation-dialogs';
import { ChangePlanDialog } from '../features/billing/change-plan-dialog';
import { PricingTable, isCurrentChoice, type CurrentPlan } from '../features/billing/pricing-table';
import { SubscriptionPanel } from '../features/billing/subscription-panel';
import { failureDetail, useCheckout } from '../features/billing/use-checkout';
import { PageHeading } from './PageHeading';

const PORTAL_FAILED = 'Could not open the billing portal. Please try again.';
export const PORTAL_IS_HERE =
  'Your plan, cancellation and receipts are managed right here, on this page and Transactions.';

/** A plan and cycle asked for in the address (`?plan=pro&cycle=year`, from the pricing page). */
function askedChoice(search: URLSearchParams): PlanChoice | null {
  const plan = PLAN_KEYS.find((key) => key === search.get('plan'));
  const cycle = BILLING_CYCLES.find((value) => value === search.get('cycle'));
  return plan && cycle ? { plan, cycle } : null;
}

/**
 * Subscription management (docs/product.md §2.1 /dashboard/billing/subscription): the current plan, cycle,
 * status, next renewal date and credits; a plan change quoted before it is confirmed; cancel at
 * the period's end with a confirmation, reopen before it; the provider's billing portal. Without a
 * live subscription the plans below start a checkout instead.
 */
export function BillingSubscriptionPage() {
  const pkg = useCurrentPackage();
  const subscription = useSubscription();
  const checkout = useCheckout();
  const [search, setSearch] = useSearchParams();
  const [cycle, setCycle] = useState<BillingCycle | null>(null);
  const [target, setTarget] = useState<PlanChoice | null>(null);
  const [dialog, setDialog] = useState<'cancel' | 'reopen' | null>(null);

  const sub = subscription.data?.subscription ?? null;
  const live = sub !== null && sub.status !== 'canceled';
  const current: CurrentPlan | null = live
    ? { plan: sub.planKey, cycle: sub.billingCycle }
    : pkg.data
      ? { plan: pkg.data.subscribedPackagePlan, cycle: pkg.data.subscribedPackageBillingCycle }
      : null;
  const shownCycle = cycle ?? current?.cycle ?? 'month';

  // From the pricing page's 'Change plan': open the quote for that plan once the subscription is known.
  const asked = askedChoice(search);
  useEffect(() => {
    if (!asked || !subscription.data) return;
    if (live && !isCurrentChoice(current, asked.plan, asked.cycle)) {
      setCycle(asked.cycle);
      setTarget(asked);
    }
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('plan');
        next.delete('cycle');
        return next;
      },
      { replace: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the answer arrives
  }, [asked?.plan, asked?.cycle, subscription.data]);

  const portal = useMutation({
    mutationFn: fetchBillingPortal,
    onSuccess: ({ billingPortalUrl }) => {
      // The local provider has no portal of its own: it answers this very page.
      const target = new URL(billingPortalUrl, window.location.href);
      if (target.origin === window.location.origin && target.pathname === window.location.pathname) {
        toast.info(PORTAL_IS_HERE);
      } else {
        browser.go(billingPortalUrl);
      }
    },
    onError: (error) => toast.error(PORTAL_FAILED, { description: failureDetail(error) }),
  });

  const renderAction = (plan: Plan, planCycle: BillingCycle) => {
    if (isCurrentChoice(current, plan.plan_key, planCycle)) {
      return (
        <Button className="w-full" variant="secondary" disabled>
          Current plan
        </Button>
      );
    }
    if (plan.plan_key === 'free' || plan.legacy) return null;
    const label = `${plan.title} ${planCycle === 'year' ? 'yearly' : 'monthly'}`;
    if (live) {
      if (sub.pendingPlanKey === plan.plan_key && sub.pendingBillingCycle === planCycle) {
        return (
          <Button className="w-full" variant="secondary" disabled>
            Starts {planCycle === 'year' ? 'next year' : 'next period'}
          </Button>
        );
      }
      return (
        <Button
          className="w-full"
          variant="secondary"
          aria-label={`Switch to ${label}`}
          disabled={sub.status === 'past_due'}
          onClick={() => setTarget({ plan: plan.plan_key, cycle: planCycle })}
        >
          Switch to {plan.title}
        </Button>
      );
    }
    const pending = checkout.pending?.plan === plan.plan_key && checkout.pending.cycle === planCycle;
    return (
      <Button
        className="w-full"
        variant={plan.plan_key === 'pro' ? 'primary' : 'secondary'}
        aria-label={pending ? BILLING_MESSAGES.redirectingToCheckout : `Upgrade to ${label}`}
        loading={pending}
        disabled={checkout.pending !== null || !current}
        onClick={() => void checkout.start({ plan: plan.plan_key, cycle: planCycle })}
      >
        {pending ? BILLING_MESSAGES.redirectingToCheckout : `Upgrade to ${plan.title}`}
      </Button>
    );
  };

  let body;
  if (subscription.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-44 w-full rounded-2xl" />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  } else if (subscription.isError) {
    body = (
      <ErrorState
        title="We couldn't load your subscription"
        description={subscription.error.message}
        onRetry={() => void subscription.refetch()}
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-8">
        <SubscriptionPanel
          subscription={sub}
          pkg={pkg.data}
          portalBusy={portal.isPending}
          onPortal={() => portal.mutate()}
          onCancel={() => setDialog('cancel')}
          onReopen={() => setDialog('reopen')}
        />
        <section aria-labelledby="plans-title" className="flex flex-col gap-4">
          <h2 id="plans-title" className="text-lg font-bold text-slate-900">
            {live ? 'Change plan' : isPaidPlan(current?.plan) ? 'Plans' : 'Choose a plan'}
          </h2>
          {live && (
            <p className="-mt-2 text-sm text-slate-600">
              An upgrade starts at once: you pay the difference for the rest of the period and get the extra credits
              now. A downgrade starts at the end of the period.
            </p>
          )}
          <PricingTable cycle={shownCycle} onCycleChange={setCycle} current={current} renderAction={renderAction} />
        </section>
        {live && current?.cycle && (
          <ChangePlanDialog
            current={{ plan: sub.planKey, cycle: sub.billingCycle }}
            target={target}
            onClose={() => setTarget(null)}
          />
        )}
        {live && (
          <>
            <CancelSubscriptionDialog subscription={sub} open={dialog === 'cancel'} onClose={() => setDialog(null)} />
            <ReopenSubscriptionDialog subscription={sub} open={dialog === 'reopen'} onClose={() => setDialog(null)} />
          </>
        )}
      </div>
    );
  }

  return (
    <>
      <PageHeading title="Subscription">Your plan, its renewal and your credits.</PageHeading>
      {body}
    </>
  );
}
