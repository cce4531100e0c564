import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  AUTH_DIALOG_MODE_QUERY,
  BILLING_CYCLES,
  BILLING_MESSAGES,
  LOGIN_MODAL_QUERY,
  ROUTES,
  isPaidPlan,
  type BillingCycle,
  type Plan,
} from '@memeforge/contract';
import { Button } from '../ui';
import { useCurrentPackage, useMe } from '../features/session/queries';
import { PREFETCH_AUTH_DIALOG } from '../features/auth/lazy-auth-dialog';
import { PricingTable, isCurrentChoice, type CurrentPlan } from '../features/billing/pricing-table';
import { useCheckout } from '../features/billing/use-checkout';
import { PageHeading } from './PageHeading';

function cycleFrom(search: URLSearchParams): BillingCycle {
  const wanted = search.get('cycle');
  return BILLING_CYCLES.find((cycle) => cycle === wanted) ?? 'month';
}

/**
 * Pricing (docs/product.md §2.13 /subscription): the plans with a monthly/yearly toggle. Signed out, a plan's
 * button opens the sign-up dialog first (the chosen plan and cycle stay in the address); signed in
 * on the free plan it starts a checkout ('Redirecting to checkout...', then the provider's page);
 * a subscriber's current plan is marked and the others lead to the subscription page, where a
 * change is quoted before it is confirmed. Server-rendered and light (decision 021): no dialog of
 * its own, and the current package is fetched in the browser only.
 */
export function SubscriptionPage() {
  const [search, setSearch] = useSearchParams();
  const [cycle, setCycle] = useState<BillingCycle>(() => cycleFrom(search));
  const me = useMe();
  const signedIn = Boolean(me.data);
  const pkg = useCurrentPackage(signedIn);
  const checkout = useCheckout();

  const current: CurrentPlan | null = pkg.data
    ? { plan: pkg.data.subscribedPackagePlan, cycle: pkg.data.subscribedPackageBillingCycle }
    : null;
  const subscriber = isPaidPlan(current?.plan);

  const changeCycle = (next: BillingCycle) => {
    setCycle(next);
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next === 'month') params.delete('cycle');
        else params.set('cycle', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const signUpFor = (plan: Plan, planCycle: BillingCycle) => {
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (plan.plan_key !== 'free') params.set('plan', plan.plan_key);
        if (planCycle === 'year') params.set('cycle', planCycle);
        params.set(LOGIN_MODAL_QUERY, 'true');
        params.set(AUTH_DIALOG_MODE_QUERY, 'signup');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const renderAction = (plan: Plan, planCycle: BillingCycle) => {
    const full = 'w-full';
    if (!signedIn) {
      return (
        <Button
          className={full}
          variant={plan.plan_key === 'pro' ? 'primary' : 'secondary'}
          onClick={() => signUpFor(plan, planCycle)}
          {...PREFETCH_AUTH_DIALOG}
        >
          {plan.plan_key === 'free' ? 'Sign Up For Free' : `Get ${plan.title}`}
        </Button>
      );
    }
    if (!current) {
      return (
        <Button className={full} variant="secondary" disabled>
          Loading your plan…
        </Button>
      );
    }
    if (isCurrentChoice(current, plan.plan_key, planCycle)) {
      return (
        <Button className={full} variant="secondary" disabled>
          Current plan
        </Button>
      );
    }
    if (plan.plan_key === 'free' || plan.legacy) return null;
    if (subscriber) {
      return (
        <Button asChild className={full} variant="secondary">
          <Link
            to={`${ROUTES['dashboard.billing.subscription']}?plan=${plan.plan_key}&cycle=${planCycle}`}
            aria-label={`Change to ${plan.title} ${planCycle === 'year' ? 'yearly' : 'monthly'}`}
          >
            Change plan
          </Link>
        </Button>
      );
    }
    const pending = checkout.pending?.plan === plan.plan_key && checkout.pending.cycle === planCycle;
    return (
      <Button
        className={full}
        variant={plan.plan_key === 'pro' ? 'primary' : 'secondary'}
        loading={pending}
        disabled={checkout.pending !== null}
        onClick={() => void checkout.start({ plan: plan.plan_key, cycle: planCycle })}
      >
        {pending ? BILLING_MESSAGES.redirectingToCheckout : `Upgrade to ${plan.title}`}
      </Button>
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <PageHeading title="Pricing">
        Every plan makes image and video memes. Pay yearly and get 2 months free.
      </PageHeading>
      <PricingTable cycle={cycle} onCycleChange={changeCycle} current={current} renderAction={renderAction} />
      {subscriber && (
        <p className="mt-6 text-center text-sm text-slate-600">
          Manage your plan, cancellation and invoices on{' '}
          <Link to={ROUTES['dashboard.billing.subscription']} className="font-semibold text-brand-700 underline">
            your subscription page
          </Link>
          .
        </p>
      )}
    </div>
  );
}
