/** The plan catalogue (product.md §3.8, §9.11). Prices in US dollars. */
import { z } from 'zod';

export const PLAN_KEYS = ['free', 'legacy_starter', 'basic', 'pro', 'legacy_pro', 'business'] as const;
export const PlanKeySchema = z.enum(PLAN_KEYS);
export type PlanKey = z.infer<typeof PlanKeySchema>;
export const PAID_PLAN_KEYS = PLAN_KEYS.filter((key) => key !== 'free');
export const DEFAULT_PLAN: PlanKey = 'free';

export const BILLING_CYCLES = ['month', 'year'] as const;
export const BillingCycleSchema = z.enum(BILLING_CYCLES);
export type BillingCycle = z.infer<typeof BillingCycleSchema>;

export interface PlanCycle {
  price: number;
  /** Memes (credits) granted per cycle. */
  credits: number;
  /** The billing provider's price id: null here, filled from settings by the server's catalogue (GET /billing/plans/). */
  stripe_price_id: string | null;
  billing_cycle: string;
  properties: string[];
  discount?: { type: 'months_free'; value: 2; savings: number; originalPrice: number };
}

export interface Plan {
  title: string;
  plan_key: PlanKey;
  /** Legacy plans are kept for existing subscribers and not offered to new ones. */
  legacy: boolean;
  cycles: Partial<Record<BillingCycle, PlanCycle>>;
}

const common = (newsletter: 'daily' | 'weekly', support: string) => [
  'Image and video meme generation',
  `${newsletter === 'daily' ? 'Daily' : 'Weekly'} meme newsletter`,
  support,
];

export const PLANS: Record<PlanKey, Plan> = {
  free: {
    title: 'Free',
    plan_key: 'free',
    legacy: false,
    cycles: {
      month: {
        price: 0,
        credits: 30,
        stripe_price_id: null,
        billing_cycle: 'Free forever',
        properties: ['30 free memes on sign up', ...common('weekly', 'Docs and e-mail support')],
      },
    },
  },
  legacy_starter: {
    title: 'Starter',
    plan_key: 'legacy_starter',
    legacy: true,
    cycles: {
      month: {
        price: 5,
        credits: 80,
        stripe_price_id: null,
        billing_cycle: 'Monthly',
        properties: ['80 memes per month', '$0.06 per meme', ...common('daily', 'E-mail support')],
      },
    },
  },
  basic: {
    title: 'Basic',
    plan_key: 'basic',
    legacy: false,
    cycles: {
      month: {
        price: 9,
        credits: 300,
        stripe_price_id: null,
        billing_cycle: 'Monthly',
        properties: [
          '300 memes per month',
          '$0.03 per meme',
          '1000+ template library',
          ...common('daily', 'E-mail support'),
        ],
      },
      year: {
        price: 90,
        credits: 3600,
        stripe_price_id: null,
        billing_cycle: 'Yearly',
        properties: [
          '3600 memes per year',
          '$0.025 per meme',
          '1000+ template library',
          ...common('daily', 'E-mail support'),
        ],
        discount: { type: 'months_free', value: 2, savings: 18, originalPrice: 108 },
      },
    },
  },
  pro: {
    title: 'Pro',
    plan_key: 'pro',
    legacy: false,
    cycles: {
      month: {
        price: 19,
        credits: 1000,
        stripe_price_id: null,
        billing_cycle: 'Monthly',
        properties: [
          '1000 memes per month',
          '$0.019 per meme',
          '1000+ template library',
          ...common('daily', 'E-mail support'),
        ],
      },
      year: {
        price: 190,
        credits: 12000,
        stripe_price_id: null,
        billing_cycle: 'Yearly',
        properties: [
          '12000 memes per year',
          '$0.016 per meme',
          '1000+ template library',
          ...common('daily', 'E-mail support'),
        ],
        discount: { type: 'months_free', value: 2, savings: 38, originalPrice: 228 },
      },
    },
  },
  legacy_pro: {
    title: 'Pro (legacy)',
    plan_key: 'legacy_pro',
    legacy: true,
    cycles: {
      month: {
        price: 9,
        credits: 1000,
        stripe_price_id: null,
        billing_cycle: 'Monthly',
        properties: ['1000 memes per month', '1000+ template library', ...common('daily', 'E-mail support')],
      },
    },
  },
  business: {
    title: 'Business',
    plan_key: 'business',
    legacy: false,
    cycles: {
      month: {
        price: 39,
        credits: 3000,
        stripe_price_id: null,
        billing_cycle: 'Monthly',
        properties: ['3000 memes per month', '1000+ template library', ...common('daily', 'Priority e-mail support')],
      },
      year: {
        price: 390,
        credits: 36000,
        stripe_price_id: null,
        billing_cycle: 'Yearly',
        properties: ['36000 memes per year', '1000+ template library', ...common('daily', 'Priority e-mail support')],
        discount: { type: 'months_free', value: 2, savings: 78, originalPrice: 468 },
      },
    },
  },
};

/**
 * Our choice (issue 27, decision 047): what a person's memes and their own uploads may keep in
 * storage, per plan, in bytes. The free plan's 500 MB holds its 30 memes many times over plus
 * dozens of its own clips; the paid plans scale with the memes they make in a year.
 */
export const PLAN_STORAGE_BYTES: Record<PlanKey, number> = {
  free: 500 * 1024 ** 2,
  legacy_starter: 2 * 1024 ** 3,
  basic: 5 * 1024 ** 3,
  pro: 20 * 1024 ** 3,
  legacy_pro: 20 * 1024 ** 3,
  business: 50 * 1024 ** 3,
};

/** A storage size as people read it: '500 MB', '2 GB', '1.5 GB'. */
export function formatStorageBytes(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  if (gb >= 1) return `${Number(gb.toFixed(1))} GB`;
  return `${Math.max(1, Math.round(bytes / 1024 ** 2))} MB`;
}

export function isPaidPlan(plan: PlanKey | null | undefined): boolean {
  return !!plan && plan !== 'free';
}

/** A plan's terms for one billing cycle, or undefined when the plan is not sold that way. */
export function planCycle(plan: PlanKey, cycle: BillingCycle): PlanCycle | undefined {
  return PLANS[plan].cycles[cycle];
}

/**
 * Whether moving between plans is an upgrade, which takes effect at once (decision 026): more
 * memes per month, or the same memes per month paid yearly instead of monthly. Anything else is
 * a downgrade and waits for the end of the period.
 */
export function isUpgrade(
  from: { plan: PlanKey; cycle: BillingCycle },
  to: { plan: PlanKey; cycle: BillingCycle },
): boolean {
  const perMonth = (plan: PlanKey, cycle: BillingCycle) =>
    (planCycle(plan, cycle)?.credits ?? 0) / (cycle === 'year' ? 12 : 1);
  const before = perMonth(from.plan, from.cycle);
  const after = perMonth(to.plan, to.cycle);
  return after > before || (after === before && from.cycle === 'month' && to.cycle === 'year');
}

/** The catalogue with each sellable cycle's price id from `priceIdFor`; legacy plans get none. */
export function catalogueWithPriceIds(priceIdFor: (plan: PlanKey, cycle: BillingCycle) => string | null): Plan[] {
  return PLAN_KEYS.map((key) => {
    const plan = PLANS[key];
    const cycles: Plan['cycles'] = {};
    for (const cycle of BILLING_CYCLES) {
      const terms = plan.cycles[cycle];
      if (!terms) continue;
      cycles[cycle] = { ...terms, stripe_price_id: plan.legacy ? null : priceIdFor(key, cycle) };
    }
    return { ...plan, cycles };
  });
}
