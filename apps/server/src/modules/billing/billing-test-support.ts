/**
 * Shared steps of the billing tests on the built-in provider: a subscriber made through the real
 * TEST PAYMENT checkout, a billing context on the test app's database, and a second simulator on
 * that database whose events are captured instead of applied (stripe-test-support.ts: the app on
 * Stripe, with the simulator standing for Stripe).
 */
import { expect } from 'vitest';
import { ENDPOINTS, type BillingCycle, type PlanKey } from '@memeforge/contract';
import { builtInBilling } from '../../adapters/billing';
import { derivedWebhookSecret } from '../../adapters/billing/settings';
import type { UserRow } from '../../db/schema';
import { bearerFor, createTestUser, TEST_PUBLIC_URL, TEST_SECRET_KEY, type TestApp } from '../../test-support';
import { createLogger } from '../../logger';
import type { BillingContext } from './context';

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

/** The test app's one billing context (its services'), on a clock of the test's when `now` is given. */
export function testBillingContext(t: TestApp, now?: () => Date): BillingContext {
  return now ? { ...t.services.billing, now } : t.services.billing;
}

/** The test app's signing secret for the built-in provider's events (derived from its SECRET_KEY). */
export const LOCAL_WEBHOOK_SECRET = derivedWebhookSecret(TEST_SECRET_KEY);

/**
 * The built-in provider on the test app's database, as a second process would have it, with its
 * events captured instead of applied, so a test chooses when and in which order they arrive.
 */
export function capturingBilling(t: TestApp) {
  const captured: { payload: string; signature: string }[] = [];
  const { provider, simulator } = builtInBilling({
    db: t.database.db,
    publicUrl: TEST_PUBLIC_URL,
    webhookSecret: LOCAL_WEBHOOK_SECRET,
    logger: createLogger('silent'),
  });
  simulator.deliverEventsTo(async (payload, signature) => {
    captured.push({ payload, signature });
  });
  return { provider, simulator, captured };
}
