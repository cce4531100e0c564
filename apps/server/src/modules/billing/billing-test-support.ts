/**
 * Shared steps of the billing tests: a subscriber made through the real local checkout, and the
 * app on the Stripe provider against the Stripe API double.
 */
import { expect } from 'vitest';
import { ENDPOINTS, type BillingCycle, type PlanKey } from '@memeforge/contract';
import type { StripeBillingSettings } from '../../adapters/billing/settings';
import type { UserRow } from '../../db/schema';
import {
  bearerFor,
  buildTestApp,
  createTestUser,
  TEST_PUBLIC_URL,
  TEST_SECRET_KEY,
  type TestApp,
} from '../../test-support';
import { StripeDouble } from '../../test-support/stripe-double';
import { createLogger } from '../../logger';
import { createBillingContext } from './setup';

export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Test Person' };

export function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

export async function startCheckout(t: TestApp, headers: Record<string, string>, plan: PlanKey, cycle: BillingCycle) {
  const response = await t.app.inject({
    method: 'GET',
    url: ENDPOINTS.checkoutSessionCreate,
    query: { plan_key: plan, billing_cycle: cycle },
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ checkoutUrl: string; sessionId: string }>();
}

export async function payCheckout(t: TestApp, sessionId: string, card: Record<string, string> = GOOD_CARD) {
  return t.app.inject({
    method: 'POST',
    url: ENDPOINTS.localCheckout(sessionId),
    payload: form(card),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export async function confirm(t: TestApp, headers: Record<string, string>, sessionId: string) {
  return t.app.inject({
    method: 'GET',
    url: ENDPOINTS.checkoutSessionSuccess,
    query: { session_id: sessionId },
    headers,
  });
}

/** A user who paid for the plan through the local checkout and came back to the success page. */
export async function subscribedUser(
  t: TestApp,
  plan: PlanKey,
  cycle: BillingCycle,
  values: Partial<UserRow> = {},
  card: Record<string, string> = GOOD_CARD,
) {
  const user = await createTestUser(t.database, { credits: 30, ...values });
  const headers = await bearerFor(t, user);
  const { sessionId } = await startCheckout(t, headers, plan, cycle);
  const paid = await payCheckout(t, sessionId, card);
  expect(paid.statusCode, paid.body).toBe(303);
  const confirmed = await confirm(t, headers, sessionId);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { user, headers, sessionId };
}

/** A billing context on the test app's database, with the app's local signing secret. */
export function testBillingContext(t: TestApp, now?: () => Date) {
  return createBillingContext({
    db: t.database.db,
    settings: undefined,
    secretKey: TEST_SECRET_KEY,
    publicUrl: TEST_PUBLIC_URL,
    mailer: t.mailer,
    logger: createLogger('silent'),
    ...(now ? { now } : {}),
  });
}

/** The Stripe double's webhook signing secret in the tests. */
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_double_secret';

/** A price the Stripe double sells, by id, with the plan and cycle it stands for. */
export interface DoublePrice {
  id: string;
  plan: PlanKey;
  cycle: BillingCycle;
  unitAmount: number;
}

/**
 * The app with the Stripe provider on the real SDK, pointed at a fresh Stripe API double selling
 * `prices`. Close both when done (`stop`).
 */
export async function startStripeTestApp(prices: DoublePrice[]) {
  const double = await new StripeDouble(
    Object.fromEntries(
      prices.map((price) => [price.id, { unitAmount: price.unitAmount, interval: price.cycle }] as const),
    ),
    STRIPE_WEBHOOK_SECRET,
  ).start();
  const billing: StripeBillingSettings = {
    provider: 'stripe',
    secretKey: 'sk_test_double',
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiUrl: double.url,
    prices: Object.fromEntries(prices.map((price) => [`${price.plan}:${price.cycle}`, price.id])),
  };
  const t = await buildTestApp({ billing });
  return {
    double,
    t,
    stop: async () => {
      await t.close();
      await double.close();
    },
  };
}

/** Delivers a signed event to the webhook endpoint, as Stripe does. */
export function deliverWebhook(t: TestApp, { payload, signature }: { payload: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: ENDPOINTS.billingWebhook,
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}
