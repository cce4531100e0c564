/**
 * The Stripe provider on the real `stripe` SDK, its API answered by the billing simulator standing
 * for Stripe (stripe-test-support.ts), with webhooks signed in Stripe's scheme: checkout
 * with the customer created once, a missing price refused before any call, confirmation and
 * webhooks granting once (also concurrently and out of order), signatures and stale timestamps
 * refused with nothing written, the upgrade quoted from Stripe's invoice preview, a downgrade as a
 * schedule, cancellation and reopening, a failed renewal and its retry, and the portal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { BILLING_MESSAGES, ENDPOINTS, PlanCatalogueSchema, ProrationQuoteSchema } from '@memeforge/contract';
import { billingEvents, subscriptions, users } from '../../db/schema';
import { bearerFor, createTestUser, type TestApp } from '../../test-support';
import type { SimulatedPrice } from '../../adapters/billing';
import { deliverWebhook, startStripeTestApp, type SimulatedStripe } from './stripe-test-support';
import { ledgerOf } from '../credits/ledger-store';

const PRICES: SimulatedPrice[] = [
  { id: 'price_basic_month', plan: 'basic', cycle: 'month', unitAmount: 900 },
  { id: 'price_pro_month', plan: 'pro', cycle: 'month', unitAmount: 1900 },
  { id: 'price_pro_year', plan: 'pro', cycle: 'year', unitAmount: 19000 },
  { id: 'price_business_month', plan: 'business', cycle: 'month', unitAmount: 3900 },
  { id: 'price_legacy_pro_month', plan: 'legacy_pro', cycle: 'month', unitAmount: 900 },
];
let stripe: SimulatedStripe;
let t: TestApp;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ stripe, t, stop } = await startStripeTestApp(PRICES));
}, 60_000);
afterAll(async () => {
  await stop?.();
});

const deliver = (signed: { payload: string; signature: string }) => deliverWebhook(t, signed);

async function userRow(id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function checkout(plan: 'basic' | 'pro' | 'business', cycle: 'month' | 'year' = 'month') {
  const user = await createTestUser(t.database, { credits: 30 });
  const headers = await bearerFor(t, user);
  const response = await t.app.inject({
    method: 'GET',
    url: ENDPOINTS.checkoutSessionCreate,
    query: { plan_key: plan, billing_cycle: cycle, stripe_price_id: `price_${plan}_${cycle}` },
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { sessionId, checkoutUrl } = response.json<{ sessionId: string; checkoutUrl: string }>();
  return { user, headers, sessionId, checkoutUrl };
}

/** Checked out, paid at Stripe, and the success page called. */
async function subscriber(plan: 'basic' | 'pro' | 'business', options: { failsLater?: boolean } = {}) {
  const started = await checkout(plan);
  const { subscription } = await stripe.completeCheckout(started.sessionId, options);
  const confirmed = await t.app.inject({
    method: 'GET',
    url: ENDPOINTS.checkoutSessionSuccess,
    query: { session_id: started.sessionId },
    headers: started.headers,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...started, subscription };
}

describe('checkout through Stripe', () => {
  it('serves the configured price ids, none for legacy plans', async () => {
    const catalogue = PlanCatalogueSchema.parse(
      (await t.app.inject({ method: 'GET', url: ENDPOINTS.billingPlans })).json(),
    );
    expect(catalogue.provider).toBe('stripe');
    const byKey = Object.fromEntries(catalogue.plans.map((plan) => [plan.plan_key, plan]));
    expect(byKey.pro!.cycles.year!.stripe_price_id).toBe('price_pro_year');
    expect(byKey.business!.cycles.year!.stripe_price_id).toBeNull();
    expect(byKey.legacy_pro!.cycles.month!.stripe_price_id).toBeNull();
  });

  it('refuses a plan with no price id before calling Stripe', async () => {
    const user = await createTestUser(t.database);
    const before = stripe.calls.length;
    const response = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.checkoutSessionCreate,
      query: { plan_key: 'business', billing_cycle: 'year' },
      headers: await bearerFor(t, user),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'No Stripe price ID found for plan business with billing cycle year' });
    expect(stripe.calls.length).toBe(before);
  });

  it('creates the customer once and answers Stripe’s checkout URL', async () => {
    const first = await checkout('pro');
    expect(first.checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${first.sessionId}`);
    const customersBefore = stripe.customersCreated();
    const again = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.checkoutSessionCreate,
      query: { plan_key: 'basic', billing_cycle: 'month' },
      headers: first.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(stripe.customersCreated()).toBe(customersBefore);
    expect((await stripe.session(first.sessionId)).customer).toBe(
      (await stripe.session(again.json().sessionId)).customer,
    );
  });

  it('answers a Stripe outage with a 503 in words and changes nothing; the same call works once Stripe is back', async () => {
    const user = await createTestUser(t.database, { credits: 30 });
    const headers = await bearerFor(t, user);
    const sessionsBefore = await stripe.sessionCount();
    stripe.failCalls('POST /v1/checkout/sessions');
    try {
      const down = await t.app.inject({
        method: 'GET',
        url: ENDPOINTS.checkoutSessionCreate,
        query: { plan_key: 'pro', billing_cycle: 'month' },
        headers,
      });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ detail: BILLING_MESSAGES.providerUnavailable });
      expect(await stripe.sessionCount()).toBe(sessionsBefore);
      expect((await userRow(user.id)).plan).toBe('free');
    } finally {
      stripe.failCalls();
    }
    const back = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.checkoutSessionCreate,
      query: { plan_key: 'pro', billing_cycle: 'month' },
      headers,
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('confirms once, and the webhooks after it grant nothing more', async () => {
    const { user, headers, sessionId, subscription } = await subscriber('pro');
    expect(await userRow(user.id)).toMatchObject({ plan: 'pro', billingCycle: 'month', credits: 1030 });
    const session = await stripe.session(sessionId);
    await deliver(stripe.event('checkout.session.completed', { id: sessionId, object: 'checkout.session' }));
    await deliver(stripe.event('invoice.paid', { id: String(session.invoice), object: 'invoice' }));
    await deliver(stripe.event('customer.subscription.created', { id: subscription, object: 'subscription' }));
    expect((await userRow(user.id)).credits).toBe(1030);
    const again = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.checkoutSessionSuccess,
      query: { session_id: sessionId },
      headers,
    });
    expect(again.json().message).toContain('credits already added');
    const list = await t.app.inject({ method: 'GET', url: ENDPOINTS.billingTransactions, headers });
    expect(list.json().results[0].receiptUrl).toMatch(/^https:\/\/invoice\.stripe\.test\/i\/in_/);
  });
});

describe('webhooks signed by the SDK', () => {
  it('refuses a bad signature and a 301 s old timestamp with nothing written, then applies a good one', async () => {
    const { user, sessionId } = await checkout('basic');
    const { invoice } = await stripe.completeCheckout(sessionId);
    const before = (await t.database.db.select({ n: count() }).from(billingEvents))[0]!.n;
    const good = stripe.event('invoice.paid', { id: invoice, object: 'invoice' });
    const forged = await deliver({
      payload: good.payload,
      signature: good.signature.replace(/v1=[0-9a-f]{4}/, 'v1=0000'),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: BILLING_MESSAGES.webhookSignatureInvalid });
    const stale = stripe.event('invoice.paid', { id: invoice, object: 'invoice' }, Math.floor(Date.now() / 1000) - 301);
    expect((await deliver(stale)).statusCode).toBe(400);
    const after = (await t.database.db.select({ n: count() }).from(billingEvents))[0]!.n;
    expect(after).toBe(before);
    expect((await userRow(user.id)).plan).toBe('free');
    expect((await deliver(good)).statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ plan: 'basic', credits: 330 });
  });

  it('grants once for the same event twice at the same moment, and in the wrong order', async () => {
    const { user, sessionId } = await checkout('pro');
    const { invoice } = await stripe.completeCheckout(sessionId);
    const paid = stripe.event('invoice.paid', { id: invoice, object: 'invoice' });
    const answers = await Promise.all([deliver(paid), deliver(paid)]);
    expect(answers.map((answer) => answer.json().duplicate).sort()).toEqual([false, true]);
    await deliver(stripe.event('checkout.session.completed', { id: sessionId, object: 'checkout.session' }));
    const grants = (await ledgerOf(t.database.db, user.id)).filter((row) => row.kind === 'grant');
    expect(grants.map((row) => row.delta)).toEqual([30, 1000]);
  });
});

describe('changes through Stripe', () => {
  it('quotes an upgrade from Stripe’s invoice preview and makes it, adding the difference', async () => {
    const { user, headers } = await subscriber('pro');
    const quoted = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.prorationQuote,
      query: { new_plan_key: 'business', new_billing_cycle: 'month' },
      headers,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = ProrationQuoteSchema.parse(quoted.json());
    expect(quote).toMatchObject({ change: 'upgrade', creditsNow: 2000 });
    expect(quote.unusedCredit).toBeGreaterThan(1890);
    expect(quote.newCharge).toBeGreaterThan(3890);
    expect(quote.amountDue).toBe(quote.newCharge - quote.unusedCredit);
    expect(stripe.calls).toContain('POST /v1/invoices/create_preview');
    const updated = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.updateSubscription,
      headers,
      payload: { plan_key: 'business', billing_cycle: 'month' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ plan: 'business', credits: 3030 });
  });

  it('schedules a downgrade; the renewal applies it and resets the credits', async () => {
    const { user, headers, subscription } = await subscriber('business');
    const updated = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.updateSubscription,
      headers,
      payload: { plan_key: 'basic', billing_cycle: 'month' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().subscription).toMatchObject({ planKey: 'business', pendingPlanKey: 'basic' });
    const renewal = (await stripe.endPeriod(subscription))!;
    await deliver(stripe.event('invoice.paid', { id: renewal.id, object: 'invoice' }));
    expect(await userRow(user.id)).toMatchObject({ plan: 'basic', credits: 300 });
  });

  it('cancels at the period’s end, reopens, and ends on customer.subscription.deleted', async () => {
    const { user, headers, subscription } = await subscriber('basic');
    const cancelled = await t.app.inject({ method: 'POST', url: ENDPOINTS.scheduleCancellation, headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().subscription.statusLabel).toBe('Cancellation Scheduled');
    expect((await stripe.subscription(subscription)).cancel_at_period_end).toBe(true);
    const reopened = await t.app.inject({ method: 'POST', url: ENDPOINTS.reopenSubscription, headers });
    expect(reopened.json().subscription.statusLabel).toBe('Active');
    await t.app.inject({ method: 'POST', url: ENDPOINTS.scheduleCancellation, headers });
    await stripe.endPeriod(subscription);
    await deliver(stripe.event('customer.subscription.deleted', { id: subscription, object: 'subscription' }));
    expect(await userRow(user.id)).toMatchObject({ plan: 'free', billingCycle: null });
    const [mirror] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(mirror!.status).toBe('canceled');
  });

  it('says a change was made when Stripe took it but could not be asked for the result; its event applies it', async () => {
    const { headers, subscription } = await subscriber('basic');
    // The change goes through; the re-read after it (the subscription's newest invoice) does not.
    const latestInvoice = String((await stripe.subscription(subscription)).latest_invoice);
    stripe.failCalls(`GET /v1/invoices/${latestInvoice}`);
    try {
      const cancelled = await t.app.inject({ method: 'POST', url: ENDPOINTS.scheduleCancellation, headers });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().message).toBe(
        `${BILLING_MESSAGES.cancellationScheduled} ${BILLING_MESSAGES.changeShowsShortly}`,
      );
      expect((await stripe.subscription(subscription)).cancel_at_period_end).toBe(true);
      // What is stored until the event arrives.
      expect(cancelled.json().subscription.statusLabel).toBe('Active');
    } finally {
      stripe.failCalls();
    }
    await deliver(stripe.event('customer.subscription.updated', { id: subscription, object: 'subscription' }));
    const current = await t.app.inject({ method: 'GET', url: ENDPOINTS.billingSubscription, headers });
    expect(current.json().subscription.statusLabel).toBe('Cancellation Scheduled');
  });

  it('a failed renewal: past due, mailed, no credits; Stripe’s retry pays and renews them', async () => {
    const { user, headers, subscription } = await subscriber('pro');
    const renewal = (await stripe.endPeriod(subscription, { decline: true }))!;
    await deliver(stripe.event('invoice.payment_failed', { id: renewal.id, object: 'invoice' }));
    expect(await userRow(user.id)).toMatchObject({ plan: 'pro', credits: 1030 });
    const current = await t.app.inject({ method: 'GET', url: ENDPOINTS.billingSubscription, headers });
    expect(current.json().subscription.statusLabel).toBe('Payment Failed');
    expect(t.mailer.lastTo(user.email).subject).toContain('payment failed');
    await stripe.payInvoice(renewal.id);
    await deliver(stripe.event('invoice.paid', { id: renewal.id, object: 'invoice' }));
    expect(await userRow(user.id)).toMatchObject({ plan: 'pro', credits: 1000 });
  });

  it('an upgrade the card declines changes nothing', async () => {
    const { user, headers } = await subscriber('basic', { failsLater: true });
    const refused = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.updateSubscription,
      headers,
      payload: { plan_key: 'pro', billing_cycle: 'month' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'Your card was declined.' });
    expect(await userRow(user.id)).toMatchObject({ plan: 'basic', credits: 330 });
  });

  it('opens Stripe’s customer portal', async () => {
    const { headers } = await subscriber('basic');
    const portal = await t.app.inject({ method: 'GET', url: ENDPOINTS.billingPortal, headers });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().billingPortalUrl).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
  });
});
