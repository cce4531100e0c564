/**
 * The billing settings (README "Settings"), read by config.ts with the rest: which provider, the
 * built-in provider's signing secret, and Stripe's keys and one price id per plan and cycle
 * (`STRIPE_PRICE_PRO_YEAR`...; legacy plans' prices too, so their subscribers are recognised).
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { BILLING_CYCLES, PAID_PLAN_KEYS, PLANS, type BillingCycle, type PlanKey } from '@memeforge/contract';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The environment variable holding a plan's Stripe price id for a cycle. */
export const stripePriceSetting = (plan: PlanKey, cycle: BillingCycle) =>
  `STRIPE_PRICE_${plan.toUpperCase()}_${cycle.toUpperCase()}`;

const PRICE_SETTINGS = PAID_PLAN_KEYS.flatMap((plan) =>
  BILLING_CYCLES.filter((cycle) => PLANS[plan].cycles[cycle]).map((cycle) => ({
    plan,
    cycle,
    name: stripePriceSetting(plan, cycle),
  })),
);

/** Merged into config.ts's environment schema. */
export const BILLING_ENV = {
  BILLING_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['local', 'stripe']).default('local')),
  BILLING_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  STRIPE_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** A staging server that wants the built-in test checkout on a public address says so here. */
  BILLING_ALLOW_TEST_CHECKOUT: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
};

export interface LocalBillingSettings {
  provider: 'local';
  /** Signs the built-in simulator's events; derived from SECRET_KEY unless BILLING_WEBHOOK_SECRET is set. */
  webhookSecret: string;
}

export interface StripeBillingSettings {
  provider: 'stripe';
  secretKey: string;
  webhookSecret: string;
  /** Another Stripe API host (STRIPE_API_URL, e.g. stripe-mock); unset = Stripe's. */
  apiUrl: string | undefined;
  /**
   * Stripe's API answered in-process instead of over the network: a billing simulator's `fetch`
   * (tests of the Stripe adapter, decision 035). Never set from the environment.
   */
  api?: typeof fetch;
  /** Price id by `${plan}:${cycle}`. */
  prices: Partial<Record<`${PlanKey}:${BillingCycle}`, string>>;
}

export type BillingSettings = LocalBillingSettings | StripeBillingSettings;

/** The built-in provider's secret when none is set: stable across restarts, different from SECRET_KEY. */
export function derivedWebhookSecret(secretKey: string): string {
  return createHmac('sha256', secretKey).update('billing-local-webhook').digest('base64url');
}

/**
 * The billing part of the configuration: `values` are the validated BILLING_ENV settings, `env` the
 * environment config.ts was given (for the STRIPE_PRICE_* settings); `fail` makes config.ts's error.
 */
export function billingSettings(
  values: z.output<z.ZodObject<typeof BILLING_ENV>>,
  env: Record<string, string | undefined>,
  secretKey: string,
  fail: (message: string) => Error,
  publicUrlIsThisMachine: boolean,
): BillingSettings {
  const text = (name: string): string | undefined => {
    const value = name in values ? values[name as keyof typeof values] : env[name]?.trim();
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  if (values.BILLING_PROVIDER !== 'stripe') {
    // The built-in checkout grants paid plans for a test card: a public deployment that forgot
    // BILLING_PROVIDER=stripe would give its plans away, so it does not start.
    if (!publicUrlIsThisMachine && values.BILLING_ALLOW_TEST_CHECKOUT !== 'true') {
      throw fail(
        'Invalid setting BILLING_PROVIDER: the built-in test checkout (local, the default) gives paid plans for a test card; on a PUBLIC_URL other than this machine set BILLING_PROVIDER=stripe, or BILLING_ALLOW_TEST_CHECKOUT=true for a staging server',
      );
    }
    return { provider: 'local', webhookSecret: text('BILLING_WEBHOOK_SECRET') ?? derivedWebhookSecret(secretKey) };
  }
  const missing = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !text(name));
  if (missing.length > 0) {
    throw fail(`Invalid setting ${missing.join(' and ')}: required when BILLING_PROVIDER is stripe`);
  }
  const prices: StripeBillingSettings['prices'] = {};
  for (const { plan, cycle, name } of PRICE_SETTINGS) {
    const value = text(name);
    if (value) prices[`${plan}:${cycle}`] = value;
  }
  return {
    provider: 'stripe',
    secretKey: text('STRIPE_SECRET_KEY')!,
    webhookSecret: text('STRIPE_WEBHOOK_SECRET')!,
    apiUrl: text('STRIPE_API_URL'),
    prices,
  };
}
