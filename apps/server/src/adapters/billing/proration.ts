/**
 * Plan arithmetic: periods, prices in cents, and the proration of an upgrade made now, which the
 * billing simulator charges (Stripe's way: the unused part of the current period is credited, the new plan
 * is charged for what is left of it, or for a whole new period when the billing cycle changes).
 */
import { planCycle, type BillingCycle, type PlanKey } from '@memeforge/contract';
import type { ProviderChangePreview } from './types';

export const CURRENCY = 'usd';

export function addCycle(start: Date, cycle: BillingCycle): Date {
  const end = new Date(start);
  if (cycle === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** The plan's price for one cycle, in cents. */
export function priceInCents(plan: PlanKey, cycle: BillingCycle): number {
  return Math.round((planCycle(plan, cycle)?.price ?? 0) * 100);
}

export function allowanceOf(plan: PlanKey, cycle: BillingCycle): number {
  return planCycle(plan, cycle)?.credits ?? 0;
}

/** `priceOf` is the price list charged: the catalogue's by default, the billing simulator's own. */
export function prorateUpgrade(
  current: { plan: PlanKey; billingCycle: BillingCycle; periodStart: Date; periodEnd: Date },
  next: { plan: PlanKey; billingCycle: BillingCycle },
  now: Date,
  priceOf: (plan: PlanKey, cycle: BillingCycle) => number = priceInCents,
): ProviderChangePreview {
  const length = current.periodEnd.getTime() - current.periodStart.getTime();
  const left = Math.min(Math.max(current.periodEnd.getTime() - now.getTime(), 0), length);
  const fraction = length > 0 ? left / length : 0;
  const unusedCredit = Math.round(priceOf(current.plan, current.billingCycle) * fraction);
  const newCharge =
    next.billingCycle === current.billingCycle
      ? Math.round(priceOf(next.plan, next.billingCycle) * fraction)
      : priceOf(next.plan, next.billingCycle);
  return { amountDue: Math.max(0, newCharge - unusedCredit), unusedCredit, newCharge, currency: CURRENCY };
}
