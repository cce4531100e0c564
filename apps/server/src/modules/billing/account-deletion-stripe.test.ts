/**
 * Deleting an account that pays through Stripe (the real SDK, the billing simulator standing for
 * Stripe): Stripe receives the cancel (DELETE /v1/subscriptions/:id, no final invoice, no proration)
 * before anything is deleted, an open checkout is expired and one paid without word reaching us
 * has its subscription ended; the payment records stay with no one's id or receipt link; Stripe
 * being down answers a 503 in words with the account and its subscription untouched; Stripe's
 * webhooks about the ended subscription arriving after the deletion are received and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, ENDPOINTS } from '@memeforge/contract';
import { hashPassword } from '../../auth/passwords';
import { billingCustomers, billingTransactions, subscriptions, users } from '../../db/schema';
import { bearerFor, createTestUser, type TestApp } from '../../test-support';
import type { SimulatedPrice } from '../../adapters/billing';
import { deliverWebhook, startStripeTestApp, type SimulatedStripe } from './stripe-test-support';

const PASSWORD = 'correct horse battery staple 9';
const PRICES: SimulatedPrice[] = [
  { id: 'price_basic_month', plan: 'basic', cycle: 'month', unitAmount: 900 },
  { id: 'price_pro_month', plan: 'pro', cycle: 'month', unitAmount: 1900 },
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

const remove = (headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: ENDPOINTS.account, headers, payload: { password: PASSWORD } });

/** A checkout started (not paid yet) by a new account with a password. */
async function checkingOut() {
  const user = await createTestUser(t.database, { credits: 30, passwordHash: await hashPassword(PASSWORD) });
  const headers = await bearerFor(t, user);
  const started = await t.app.inject({
    method: 'GET',
    url: ENDPOINTS.checkoutSessionCreate,
    query: { plan_key: 'pro', billing_cycle: 'month' },
    headers,
  });
  expect(started.statusCode, started.body).toBe(200);
  const { sessionId } = started.json<{ sessionId: string }>();
  return { user, headers, sessionId };
}

/** Checked out and paid at Stripe, and the success page called. */
async function subscriber() {
  const { user, headers, sessionId } = await checkingOut();
  const { subscription, invoice } = await stripe.completeCheckout(sessionId);
  const confirmed = await t.app.inject({
    method: 'GET',
    url: ENDPOINTS.checkoutSessionSuccess,
    query: { session_id: sessionId },
    headers,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { user, headers, subscription, invoice };
}

async function mirrorOf(userId: number) {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

async function userExists(userId: number) {
  return (await t.database.db.select().from(users).where(eq(users.id, userId))).length === 1;
}

describe('deleting an account with a Stripe subscription', () => {
  it('cancels the subscription at Stripe at once, then deletes the account; the payment stays, naming no one', async () => {
    const { user, headers, subscription, invoice } = await subscriber();
    const [payment] = await t.database.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.providerInvoiceId, invoice));
    expect(payment!.hostedReceiptUrl).toBe(`https://invoice.stripe.test/i/${invoice}`);
    expect(payment!.userId).toBe(user.id);

    const response = await remove(headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.deleted });

    const cancel = `DELETE /v1/subscriptions/${subscription}`;
    expect(stripe.calls).toContain(cancel);
    expect(Object.fromEntries(stripe.queries.get(cancel)!)).toEqual({ invoice_now: 'false', prorate: 'false' });
    expect((await stripe.subscription(subscription)).status).toBe('canceled');

    expect(await userExists(user.id)).toBe(false);
    expect(await mirrorOf(user.id)).toBeUndefined();
    expect(await t.database.db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id))).toEqual([]);
    const [kept] = await t.database.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.id, payment!.id));
    expect(kept).toMatchObject({ userId: null, hostedReceiptUrl: null, amount: 1900, currency: 'usd', status: 'paid' });
  });

  it('answers a 503 in words and keeps the account and the subscription when Stripe cannot cancel', async () => {
    const { user, headers, subscription } = await subscriber();
    const cancel = `DELETE /v1/subscriptions/${subscription}`;
    stripe.failCalls(cancel);
    try {
      const refused = await remove(headers);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ detail: ACCOUNT_MESSAGES.subscriptionNotCancelled });
      expect(refused.cookies).toEqual([]);
    } finally {
      stripe.failCalls();
    }
    expect(stripe.calls).toContain(cancel);
    expect((await stripe.subscription(subscription)).status).toBe('active');
    expect(await userExists(user.id)).toBe(true);
    expect(await mirrorOf(user.id)).toMatchObject({ status: 'active', plan: 'pro', cancelAtPeriodEnd: false });
    const me = await t.app.inject({ method: 'GET', url: ENDPOINTS.user, headers });
    expect(me.statusCode).toBe(200);

    // Stripe back: the same request goes through.
    expect((await remove(headers)).statusCode).toBe(200);
    expect((await stripe.subscription(subscription)).status).toBe('canceled');
    expect(await userExists(user.id)).toBe(false);
  });

  it('deletes without a second cancel when Stripe ended the subscription already and the word was lost', async () => {
    const { user, headers, subscription } = await subscriber();
    await stripe.endSubscription(subscription);
    const before = stripe.calls.filter((call) => call.startsWith('DELETE')).length;
    expect((await remove(headers)).statusCode).toBe(200);
    expect(stripe.calls.filter((call) => call.startsWith('DELETE')).length).toBe(before);
    expect(await userExists(user.id)).toBe(false);
  });

  it('closes a checkout still open, so it cannot be paid once the account is gone', async () => {
    const { user, headers, sessionId } = await checkingOut();
    expect((await remove(headers)).statusCode).toBe(200);
    expect(stripe.calls).toContain(`POST /v1/checkout/sessions/${sessionId}/expire`);
    expect((await stripe.session(sessionId)).status).toBe('expired');
    await expect(stripe.completeCheckout(sessionId)).rejects.toThrow(/expired/);
    expect(await userExists(user.id)).toBe(false);
  });

  it('ends a subscription paid at Stripe whose word never reached us', async () => {
    const { user, headers, sessionId } = await checkingOut();
    const { subscription } = await stripe.completeCheckout(sessionId); // no success page, no webhook
    expect(await mirrorOf(user.id)).toBeUndefined();
    expect((await remove(headers)).statusCode).toBe(200);
    expect(stripe.calls).toContain(`DELETE /v1/subscriptions/${subscription}`);
    expect((await stripe.subscription(subscription)).status).toBe('canceled');
    expect(await userExists(user.id)).toBe(false);
  });

  it('receives Stripe’s webhooks about the cancelled subscription after the deletion, and changes nothing', async () => {
    const { user, headers, subscription, invoice } = await subscriber();
    expect((await remove(headers)).statusCode).toBe(200);
    const transactions = await t.database.db.select({ n: count() }).from(billingTransactions);

    for (const late of [
      stripe.event('customer.subscription.deleted', { id: subscription, object: 'subscription' }),
      stripe.event('customer.subscription.updated', { id: subscription, object: 'subscription' }),
      stripe.event('invoice.paid', { id: invoice, object: 'invoice' }),
    ]) {
      const response = await deliver(late);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true, duplicate: false });
    }
    expect(await userExists(user.id)).toBe(false);
    expect(await mirrorOf(user.id)).toBeUndefined();
    expect(await t.database.db.select({ n: count() }).from(billingTransactions)).toEqual(transactions);
    const [payment] = await t.database.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.providerInvoiceId, invoice));
    expect(payment).toMatchObject({ userId: null, hostedReceiptUrl: null });
  });
});
