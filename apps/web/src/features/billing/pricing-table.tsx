/**
 * The plan catalogue as cards (docs/product.md §3.8 Plan catalogue, §9.11 plans): a monthly/yearly toggle, each
 * plan's price for the chosen cycle with the yearly savings ('2 months free', the original price
 * struck through, what is saved), the other cycle's price under it, memes per period and price per
 * meme, its property list, and the current plan marked. Both cycles' prices are in the page as
 * served: the toggle only picks which one leads, so the server-rendered page, a crawler and a
 * browser whose script has not run yet all see both (decision 044). Legacy plans are shown only to
 * the people on them. Used by the public pricing page, so it stays light: no dialog, no query
 * (decision 021); the caller gives each card its action.
 */
import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { PLANS, PLAN_KEYS, type BillingCycle, type Plan, type PlanCycle, type PlanKey } from '@memeforge/contract';
import { cn } from '../../ui/cn';
import { PERIOD_NOUNS, formatCount, formatPlanPrice, otherProperties, pricePerMeme } from './format';

export interface CurrentPlan {
  plan: PlanKey;
  cycle: BillingCycle | null;
}

/** The plans a person sees: every plan on sale, and a legacy plan only when it is theirs. */
export function visiblePlans(current: PlanKey | null | undefined): Plan[] {
  return PLAN_KEYS.map((key) => PLANS[key]).filter((plan) => !plan.legacy || plan.plan_key === current);
}

/** The cycle a card shows: the chosen one, or the only one the plan has (free and legacy plans are monthly). */
export function shownCycle(plan: Plan, cycle: BillingCycle): { cycle: BillingCycle; terms: PlanCycle } {
  const terms = plan.cycles[cycle];
  if (terms) return { cycle, terms };
  return { cycle: 'month', terms: plan.cycles.month! };
}

/** The plan's other paid cycle than the one shown, when it has one (free and legacy plans have none). */
export function otherCycle(plan: Plan, shown: BillingCycle): { cycle: BillingCycle; terms: PlanCycle } | null {
  const cycle: BillingCycle = shown === 'month' ? 'year' : 'month';
  const terms = plan.cycles[cycle];
  return terms && terms.price > 0 ? { cycle, terms } : null;
}

/** 'or $90/year · 2 months free' under a monthly price, 'or $9/month' under a yearly one. */
function OtherCyclePrice({ cycle, terms }: { cycle: BillingCycle; terms: PlanCycle }) {
  return (
    <p className="mt-1 text-sm text-slate-600" data-testid="plan-other-price">
      or <span className="font-semibold text-slate-800">{formatPlanPrice(terms.price)}</span>/{PERIOD_NOUNS[cycle]}
      {terms.discount && ` · ${terms.discount.value} months free`}
    </p>
  );
}

export function CycleToggle({ value, onChange }: { value: BillingCycle; onChange: (cycle: BillingCycle) => void }) {
  const options: { cycle: BillingCycle; label: string; note?: string }[] = [
    { cycle: 'month', label: 'Monthly' },
    { cycle: 'year', label: 'Yearly', note: '2 months free' },
  ];
  return (
    <div role="group" aria-label="Billing cycle" className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
      {options.map((option) => (
        <button
          key={option.cycle}
          type="button"
          aria-pressed={value === option.cycle}
          onClick={() => onChange(option.cycle)}
          className={cn(
            'flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            value === option.cycle ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {option.label}
          {option.note && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {option.note}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

interface PlanCardProps {
  plan: Plan;
  cycle: BillingCycle;
  terms: PlanCycle;
  current: CurrentPlan | null;
  action?: ReactNode;
}

export function PlanCard({ plan, cycle, terms, current, action }: PlanCardProps) {
  const other = otherCycle(plan, cycle);
  const isCurrent = current?.plan === plan.plan_key;
  const titleId = `plan-${plan.plan_key}-title`;
  const perMeme = pricePerMeme(terms);
  const period = PERIOD_NOUNS[cycle];
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`plan-${plan.plan_key}`}
      className={cn(
        'relative flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm',
        isCurrent ? 'border-brand-500 ring-2 ring-brand-200' : 'border-slate-200',
        plan.plan_key === 'pro' && !isCurrent && 'border-brand-200 shadow-md',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {plan.title}
        </h2>
        {isCurrent ? (
          <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">Current plan</span>
        ) : (
          plan.plan_key === 'pro' && (
            <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              Popular
            </span>
          )
        )}
      </div>
      <div>
        <p className="flex flex-wrap items-baseline gap-x-2 text-slate-900">
          <span className="text-3xl font-extrabold" data-testid="plan-price">
            {formatPlanPrice(terms.price)}
          </span>
          <span className="text-sm font-medium text-slate-500">{terms.price === 0 ? 'forever' : `/${period}`}</span>
          {terms.discount && (
            <s className="text-base font-semibold text-slate-400" data-testid="plan-original-price">
              <span className="sr-only">Original price </span>
              {formatPlanPrice(terms.discount.originalPrice)}
            </s>
          )}
        </p>
        {other && <OtherCyclePrice cycle={other.cycle} terms={other.terms} />}
        {terms.discount && (
          <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800">
              {terms.discount.value} months free
            </span>
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
              Save {formatPlanPrice(terms.discount.savings)}
            </span>
          </p>
        )}
        {isCurrent && current?.cycle && plan.plan_key !== 'free' && (
          <p className="mt-1 text-xs text-slate-500">You pay {current.cycle === 'year' ? 'yearly' : 'monthly'}</p>
        )}
      </div>
      <p className="text-sm font-semibold text-slate-800">
        {plan.plan_key === 'free'
          ? `${formatCount(terms.credits)} free memes on sign up`
          : `${formatCount(terms.credits)} memes per ${period}`}
        {perMeme && <span className="block text-xs font-medium text-slate-500">{perMeme} per meme</span>}
      </p>
      <ul className="flex flex-1 flex-col gap-2 text-sm text-slate-700">
        {otherProperties(terms)
          .filter((property) => !property.endsWith('memes on sign up'))
          .map((property) => (
            <li key={property} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden /> {property}
            </li>
          ))}
      </ul>
      {action && <div className="mt-auto">{action}</div>}
    </article>
  );
}

interface PricingTableProps {
  cycle: BillingCycle;
  onCycleChange: (cycle: BillingCycle) => void;
  current: CurrentPlan | null;
  /** The button or link under a card, for the cycle it shows. */
  renderAction: (plan: Plan, cycle: BillingCycle) => ReactNode;
}

export function PricingTable({ cycle, onCycleChange, current, renderAction }: PricingTableProps) {
  const plans = visiblePlans(current?.plan);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex justify-center">
        <CycleToggle value={cycle} onChange={onCycleChange} />
      </div>
      <div
        className={cn(
          'grid gap-4 sm:grid-cols-2',
          plans.length > 4 ? 'xl:grid-cols-5 lg:grid-cols-3' : 'lg:grid-cols-4',
        )}
      >
        {plans.map((plan) => {
          const shown = shownCycle(plan, cycle);
          return (
            <PlanCard
              key={plan.plan_key}
              plan={plan}
              cycle={shown.cycle}
              terms={shown.terms}
              current={current}
              action={renderAction(plan, shown.cycle)}
            />
          );
        })}
      </div>
    </div>
  );
}

/** Whether a card's plan and cycle are exactly what the person pays for now. */
export function isCurrentChoice(current: CurrentPlan | null, plan: PlanKey, cycle: BillingCycle): boolean {
  if (!current || current.plan !== plan) return false;
  return plan === 'free' || current.cycle === null || current.cycle === cycle;
}
