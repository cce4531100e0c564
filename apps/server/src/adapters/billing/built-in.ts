/**
 * The built-in provider (BILLING_PROVIDER=local, the default; decision 035): the Stripe adapter
 * talking in-process to the billing simulator on our own database, selling the catalogue's plans
 * at the catalogue's prices. Its checkout is our TEST PAYMENT page, its receipts are ours (no
 * hosted invoice page), its portal is our subscription page, and its records go with a deleted
 * account. Tests that stand in for a person or the clock drive the same simulator.
 */
import { BILLING_CYCLES, ENDPOINTS, PAID_PLAN_KEYS, PLANS, planCycle } from '@memeforge/contract';
import type { Db } from '../../db/types';
import type { Logger } from '../../logger';
import { priceInCents } from './proration';
import type { StripeBillingSettings } from './settings';
import { BillingSimulator } from './simulator/simulator';
import type { SimulatedPrice } from './simulator/stripe-objects';
import { StripeBillingProvider } from './stripe/stripe-provider';

/** Every plan and cycle on sale (not the legacy plans), at `price_local_<plan>_<cycle>`. */
export const BUILT_IN_PRICES: SimulatedPrice[] = PAID_PLAN_KEYS.filter((plan) => !PLANS[plan].legacy).flatMap((plan) =>
  BILLING_CYCLES.filter((cycle) => planCycle(plan, cycle)).map((cycle) => ({
    id: `price_local_${plan}_${cycle}`,
    plan,
    cycle,
    unitAmount: priceInCents(plan, cycle),
  })),
);

export interface BuiltInBillingDeps {
  db: Db;
  publicUrl: string;
  /** Signs the simulator's events and verifies them at the webhook (derived from SECRET_KEY by default). */
  webhookSecret: string;
  logger: Logger;
}

export function builtInBilling(deps: BuiltInBillingDeps): {
  provider: StripeBillingProvider;
  simulator: BillingSimulator;
} {
  const simulator = new BillingSimulator({
    db: deps.db,
    prices: BUILT_IN_PRICES,
    webhookSecret: deps.webhookSecret,
    checkoutUrl: (sessionId) => `${deps.publicUrl}${ENDPOINTS.localCheckout(sessionId)}`,
    hostedInvoiceUrl: () => null,
    // No portal of its own: the subscription page is where plans change.
    portalUrl: (returnUrl) => returnUrl,
    recordsGoWithAccount: true,
    logger: deps.logger,
  });
  const settings: StripeBillingSettings = {
    provider: 'stripe',
    secretKey: 'sk_local_built_in_simulator',
    webhookSecret: deps.webhookSecret,
    apiUrl: undefined,
    prices: Object.fromEntries(BUILT_IN_PRICES.map((price) => [`${price.plan}:${price.cycle}`, price.id])),
    api: simulator.fetch,
  };
  return { provider: new StripeBillingProvider(settings, 'local'), simulator };
}
