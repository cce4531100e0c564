/**
 * Checkout with the local provider on the real app: the catalogue, the session, the test card page
 * (accepted and declined cards), the confirmation (once successful, then the 'credits already
 * added' warning, credits granted once), and the refusals before any provider call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BILLING_MESSAGES, ENDPOINTS, PlanCatalogueSchema, ROUTES } from '@memeforge/contract';
import { billingCheckoutSessions, billingCustomers, users } from '../../db/schema';
import { localBillingCheckoutSessions } from '../../adapters/billing/simulator/schema';
import { bearerFor, buildTestApp, createTestUser, TEST_PUBLIC_URL, type TestApp } from '../../test-support';
import { ledgerOf } from '../credits/ledger-store';
import { confirm, GOOD_CARD, payCheckout, startCheckout, subscribedUser } from './billing-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t?.close());

async function freeUser() {
  const user = await createTestUser(t.database, { credits: 30 });
  return { user, headers: await bearerFor(t, user) };
}

describe('the plan catalogue', () => {
  it('lists every plan with the local price ids, none for the free and legacy plans', async () => {
    const response = await t.app.inject({ method: 'GET', url: ENDPOINTS.billingPlans });
    expect(response.statusCode).toBe(200);
    const catalogue = PlanCatalogueSchema.parse(response.json());
    expect(catalogue.provider).toBe('local');
    const byKey = Object.fromEntries(catalogue.plans.map((plan) => [plan.plan_key, plan]));
    expect(byKey.pro!.cycles.year!.stripe_price_id).toBe('price_local_pro_year');
    expect(byKey.pro!.cycles.year!.discount).toEqual({
      type: 'months_free',
      value: 2,
      savings: 38,
      originalPrice: 228,
    });
    expect(byKey.free!.cycles.month!.stripe_price_id).toBeNull();
    expect(byKey.legacy_pro!.cycles.month!.stripe_price_id).toBeNull();
    expect(byKey.legacy_starter!.legacy).toBe(true);
  });
});

describe('GET /billing/checkout-session/create/', () => {
  it('answers a checkout URL on our own server and creates the customer once', async () => {
    const { user, headers } = await freeUser();
    const first = await startCheckout(t, headers, 'pro', 'year');
    expect(first.checkoutUrl).toBe(`${TEST_PUBLIC_URL}${ENDPOINTS.localCheckout(first.sessionId)}`);
    const second = await startCheckout(t, headers, 'basic', 'month');
    expect(second.sessionId).not.toBe(first.sessionId);
    const customers = await t.database.db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
    expect(customers).toHaveLength(1);
  });

  it.each([
    ['free', 'month'],
    ['legacy_pro', 'month'],
    ['legacy_starter', 'year'],
  ] as const)('refuses %s/%s, which has no price id, before any call', async (plan, cycle) => {
    const { user, headers } = await freeUser();
    const response = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.checkoutSessionCreate,
      query: { plan_key: plan, billing_cycle: cycle },
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: `No Stripe price ID found for plan ${plan} with billing cycle ${cycle}`,
    });
    const customers = await t.database.db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
    expect(customers).toHaveLength(0);
  });

  it('refuses a price id that is not the plan’s, an unknown plan, and a signed-out caller', async () => {
    const { headers } = await freeUser();
    const mismatch = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.checkoutSessionCreate,
      query: { plan_key: 'pro', billing_cycle: 'year', stripe_price_id: 'price_local_basic_year' },
      headers,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ detail: BILLING_MESSAGES.priceMismatch });
    const unknown = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.checkoutSessionCreate,
      query: { plan_key: 'platinum', billing_cycle: 'year' },
      headers,
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['plan_key']);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.checkoutSessionCreate,
      query: { plan_key: 'pro', billing_cycle: 'year' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sends a subscriber to change plan instead of checking out again', async () => {
    const { headers } = await subscribedUser(t, 'basic', 'month');
    const response = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.checkoutSessionCreate,
      query: { plan_key: 'pro', billing_cycle: 'month' },
      headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: BILLING_MESSAGES.alreadySubscribed });
  });
});

describe('the local test checkout page', () => {
  it('is marked as a test payment and shows the plan and price', async () => {
    const { headers } = await freeUser();
    const { sessionId } = await startCheckout(t, headers, 'pro', 'year');
    const page = await t.app.inject({ method: 'GET', url: ENDPOINTS.localCheckout(sessionId) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST PAYMENT');
    expect(page.body).toContain('Pro plan');
    expect(page.body).toContain('$190.00');
    expect(page.body).toContain('name="number"');
  });

  it.each([
    ['4000 0000 0000 0002', BILLING_MESSAGES.cardDeclined],
    ['4000 0000 0000 9995', BILLING_MESSAGES.cardDeclined],
    ['4000 0000 0000 0069', BILLING_MESSAGES.cardExpired],
    ['4242 4242 4242 4241', BILLING_MESSAGES.cardNumberInvalid],
  ])('refuses %s with its message and changes nothing', async (number, message) => {
    const { user, headers } = await freeUser();
    const { sessionId } = await startCheckout(t, headers, 'pro', 'month');
    const response = await payCheckout(t, sessionId, { ...GOOD_CARD, number });
    expect(response.statusCode).toBe(402);
    expect(response.body).toContain(message.replace(/'/g, '&#39;'));
    expect(response.body).toContain('TEST PAYMENT');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.plan).toBe('free');
    expect(row!.credits).toBe(30);
    const [session] = await t.database.db
      .select()
      .from(billingCheckoutSessions)
      .where(eq(billingCheckoutSessions.id, sessionId));
    expect(session!.status).toBe('open');
  });

  it('refuses a past expiry and a short CVC', async () => {
    const { headers } = await freeUser();
    const { sessionId } = await startCheckout(t, headers, 'pro', 'month');
    const expired = await payCheckout(t, sessionId, { ...GOOD_CARD, expiry: '01 / 20' });
    expect(expired.body).toContain('Your card has expired.');
    const cvc = await payCheckout(t, sessionId, { ...GOOD_CARD, cvc: '1' });
    expect(cvc.body).toContain('security code is incorrect');
  });

  it('pays with 4242…, goes to the success page, and makes the account pro yearly with the year’s credits', async () => {
    const { user, headers } = await freeUser();
    const { sessionId } = await startCheckout(t, headers, 'pro', 'year');
    const paid = await payCheckout(t, sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${TEST_PUBLIC_URL}${ROUTES['dashboard.billing.checkoutSuccess']}?session_id=${sessionId}`,
    );
    // The signed event already applied it, before the success page asks.
    const pkg = await t.app.inject({ method: 'GET', url: ENDPOINTS.currentPackage, headers });
    expect(pkg.json()).toEqual({
      subscribedPackagePlan: 'pro',
      subscribedPackageBillingCycle: 'year',
      credits: '12030',
    });
    const again = await payCheckout(t, sessionId);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('You&#39;re all done here!');
    const ledger = await ledgerOf(t.database.db, user.id);
    expect(ledger.filter((row) => row.kind === 'grant' && row.delta === 12000)).toHaveLength(1);
  });
});

describe('GET /billing/checkout-session/success/', () => {
  it('confirms once, then answers the credits-already-added warning without a second grant', async () => {
    const { user, headers } = await freeUser();
    const { sessionId } = await startCheckout(t, headers, 'basic', 'month');
    await payCheckout(t, sessionId);
    const first = await confirm(t, headers, sessionId);
    expect(first.statusCode).toBe(200);
    const body = first.json<{ message: string; subscriptionId: string }>();
    expect(body.message).toBe('Payment successful! Your subscription has been updated.');
    expect(body.subscriptionId).toMatch(/^sub_local_/);
    const second = await confirm(t, headers, sessionId);
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toContain('credits already added');
    expect(second.json().subscriptionId).toBe(body.subscriptionId);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.credits).toBe(330);
  });

  it('answers 409 for an unpaid session, 404 for another person’s or an unknown one', async () => {
    const { headers } = await freeUser();
    const { sessionId } = await startCheckout(t, headers, 'basic', 'month');
    const unpaid = await confirm(t, headers, sessionId);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ detail: BILLING_MESSAGES.paymentNotCompleted });
    const other = await freeUser();
    const foreign = await confirm(t, other.headers, sessionId);
    expect(foreign.statusCode).toBe(404);
    const unknown = await confirm(t, headers, 'cs_local_nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: BILLING_MESSAGES.checkoutSessionNotFound });
  });

  it('answers the all-done message for an expired session', async () => {
    const { headers } = await freeUser();
    const { sessionId } = await startCheckout(t, headers, 'basic', 'month');
    // The day to pay it has passed at the provider.
    await t.database.db
      .update(localBillingCheckoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(localBillingCheckoutSessions.id, sessionId));
    const response = await confirm(t, headers, sessionId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: BILLING_MESSAGES.allDone });
    const page = await t.app.inject({ method: 'GET', url: ENDPOINTS.localCheckout(sessionId) });
    expect(page.statusCode).toBe(410);
  });
});
