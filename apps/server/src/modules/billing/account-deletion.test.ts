/**
 * Deleting an account that pays, with the local provider (decisions 026 and 027): the live
 * subscription is ended at the provider at once (its own tables say canceled, the mirror too,
 * the plan back to free) before anything is deleted; then the account goes with its billing rows,
 * the payment records stay with no one's id or receipt link on them. A provider that cannot
 * cancel stops the deletion with nothing touched, and a webhook about the ended subscription
 * arriving after the deletion is received and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, ENDPOINTS } from '@memeforge/contract';
import { signPayload } from '../../adapters/billing';
import { derivedWebhookSecret } from '../../adapters/billing/settings';
import { hashPassword } from '../../auth/passwords';
import {
  billingCheckoutSessions,
  billingCustomers,
  billingEvents,
  billingTransactions,
  creditLedger,
  subscriptions,
  users,
} from '../../db/schema';
import { localBillingInvoices, localBillingSubscriptions } from '../../adapters/billing/simulator/schema';
import { createLogger } from '../../logger';
import { RateLimiter } from '../../security/rate-limiter';
import { buildTestApp, TEST_SECRET_KEY, type TestApp } from '../../test-support';
import { deleteAccount } from '../users/account-deletion-service';
import { cancelSubscriptionBeforeDeletion, cancelSubscriptionForDeletion } from './account-deletion-service';
import { subscribedUser, testBillingContext } from './billing-test-support';
import type { BillingContext } from './context';

let t: TestApp;
const PASSWORD = 'correct horse battery staple 9';
const secret = derivedWebhookSecret(TEST_SECRET_KEY);

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t?.close());

const remove = (headers: Record<string, string>, password = PASSWORD) =>
  t.app.inject({ method: 'DELETE', url: ENDPOINTS.account, headers, payload: { password } });

async function paying(values: { cancelScheduled?: boolean } = {}) {
  const subscriber = await subscribedUser(t, 'pro', 'month', { passwordHash: await hashPassword(PASSWORD) });
  const [mirror] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, subscriber.user.id));
  if (values.cancelScheduled) {
    const scheduled = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.scheduleCancellation,
      headers: subscriber.headers,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
  }
  return { ...subscriber, subscriptionId: mirror!.providerSubscriptionId };
}

async function localSubscription(id: string) {
  const [row] = await t.database.db
    .select()
    .from(localBillingSubscriptions)
    .where(eq(localBillingSubscriptions.id, id));
  return row;
}

async function mirrorOf(userId: number) {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

async function eventsOfType(type: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(billingEvents).where(eq(billingEvents.type, type));
  return row!.n;
}

/** How many rows of every billing table name the account (directly or through its customer). */
async function billingRowsOf(userId: number, customerId: string) {
  const db = t.database.db;
  const n = async (query: Promise<unknown[]>) => (await query).length;
  return {
    users: await n(db.select().from(users).where(eq(users.id, userId))),
    customers: await n(db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId))),
    subscriptions: await n(db.select().from(subscriptions).where(eq(subscriptions.userId, userId))),
    sessions: await n(db.select().from(billingCheckoutSessions).where(eq(billingCheckoutSessions.userId, userId))),
    localSubscriptions: await n(
      db.select().from(localBillingSubscriptions).where(eq(localBillingSubscriptions.customerId, customerId)),
    ),
    localInvoices: await n(
      db.select().from(localBillingInvoices).where(eq(localBillingInvoices.customerId, customerId)),
    ),
    transactions: await n(db.select().from(billingTransactions).where(eq(billingTransactions.userId, userId))),
    ledger: await n(db.select().from(creditLedger).where(eq(creditLedger.userId, userId))),
  };
}

describe('deleting an account with a local subscription', () => {
  it('ends the subscription at the provider at once, records it, and is a no-op once it has ended', async () => {
    const { user, subscriptionId } = await paying();
    const ctx = testBillingContext(t);
    expect((await localSubscription(subscriptionId))!.status).toBe('active');

    expect(await cancelSubscriptionForDeletion(ctx, user.id)).toEqual({
      canceled: [subscriptionId],
      expiredCheckouts: [],
    });
    const local = await localSubscription(subscriptionId);
    expect(local!.status).toBe('canceled');
    expect((await mirrorOf(user.id))!.status).toBe('canceled');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.plan).toBe('free');
    // Nothing renews a cancelled subscription, early or late; no invoice was added (no refund, no charge).
    const invoicesBefore = await t.database.db
      .select()
      .from(localBillingInvoices)
      .where(eq(localBillingInvoices.subscriptionId, subscriptionId));
    expect((await ctx.simulator!.advance(subscriptionId, { early: true })).outcome).toBe('nothing');
    expect(
      await t.database.db
        .select()
        .from(localBillingInvoices)
        .where(eq(localBillingInvoices.subscriptionId, subscriptionId)),
    ).toHaveLength(invoicesBefore.length);

    expect(await cancelSubscriptionForDeletion(ctx, user.id)).toEqual({ canceled: [], expiredCheckouts: [] });
  });

  it('cancels a live subscription first and then deletes everything; the payments stay, naming no one', async () => {
    const { user, headers, subscriptionId } = await paying();
    const customerId = (await localSubscription(subscriptionId))!.customerId;
    const before = await billingRowsOf(user.id, customerId);
    expect(Object.values(before).every((rows) => rows > 0)).toBe(true);
    const [payment] = await t.database.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.userId, user.id));
    const deletedEvents = await eventsOfType('customer.subscription.deleted');

    const response = await remove(headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.deleted });

    // The provider ended the subscription (its customer.subscription.deleted event was applied)…
    expect(await eventsOfType('customer.subscription.deleted')).toBe(deletedEvents + 1);
    // …and then everything of the account went, the local provider's records with it.
    expect(await billingRowsOf(user.id, customerId)).toEqual(
      Object.fromEntries(Object.keys(before).map((table) => [table, 0])),
    );
    const [kept] = await t.database.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.id, payment!.id));
    expect(kept).toMatchObject({
      userId: null,
      hostedReceiptUrl: null,
      amount: payment!.amount,
      currency: payment!.currency,
      providerInvoiceId: payment!.providerInvoiceId,
      status: 'paid',
    });
    expect(kept!.description).not.toContain(user.email);
  });

  it('cancels at once a subscription whose cancellation was only scheduled', async () => {
    const { user, headers, subscriptionId } = await paying({ cancelScheduled: true });
    expect((await localSubscription(subscriptionId))!.cancelAtPeriodEnd).toBe(true);
    const deletedEvents = await eventsOfType('customer.subscription.deleted');
    expect((await remove(headers)).statusCode).toBe(200);
    expect(await eventsOfType('customer.subscription.deleted')).toBe(deletedEvents + 1);
    expect((await billingRowsOf(user.id, 'none')).users).toBe(0);
  });

  it('a webhook about the subscription arriving after the deletion is received and changes nothing', async () => {
    const { user, headers, subscriptionId } = await paying();
    expect((await remove(headers)).statusCode).toBe(200);
    const transactions = await t.database.db.select({ n: count() }).from(billingTransactions);

    for (const type of ['customer.subscription.deleted', 'customer.subscription.updated']) {
      const payload = JSON.stringify({
        id: `evt_late_${type}_${user.id}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: subscriptionId, object: 'subscription' } },
      });
      const late = await t.app.inject({
        method: 'POST',
        url: ENDPOINTS.billingWebhook,
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(secret, payload) },
      });
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json()).toEqual({ received: true, duplicate: false });
    }
    expect(await mirrorOf(user.id)).toBeUndefined();
    expect(await t.database.db.select({ n: count() }).from(billingTransactions)).toEqual(transactions);
  });

  it('keeps the account and its subscription when the provider cannot cancel, and says so', async () => {
    const { user, headers, subscriptionId } = await paying();
    const ctx: BillingContext = testBillingContext(t);
    const account = {
      db: t.database.db,
      storage: t.storage,
      limiter: new RateLimiter(t.database.db),
      logger: createLogger('silent'),
      cancelSubscriptionFirst: cancelSubscriptionBeforeDeletion(ctx),
    };
    const customerId = (await localSubscription(subscriptionId))!.customerId;
    const before = await billingRowsOf(user.id, customerId);

    // The provider's cancel call failing, as a provider outage would.
    ctx.simulator!.failCalls(`DELETE /v1/subscriptions/${subscriptionId}`);
    try {
      await expect(deleteAccount(account, user.id, { password: PASSWORD }, { ip: '127.0.0.1' })).rejects.toMatchObject({
        kind: 'unavailable',
        body: { detail: ACCOUNT_MESSAGES.subscriptionNotCancelled },
      });
    } finally {
      ctx.simulator!.failCalls();
    }
    expect(await billingRowsOf(user.id, customerId)).toEqual(before);
    expect((await localSubscription(subscriptionId))!.status).toBe('active');
    expect((await mirrorOf(user.id))!.status).toBe('active');
    const me = await t.app.inject({ method: 'GET', url: ENDPOINTS.user, headers });
    expect(me.statusCode).toBe(200);

    // Once the provider answers again, the same request goes through.
    expect((await remove(headers)).statusCode).toBe(200);
    expect((await billingRowsOf(user.id, customerId)).users).toBe(0);
  });

  it('refuses with a 503 while the subscription is at a provider this server is not set up for', async () => {
    const { user, headers } = await paying();
    await t.database.db.update(subscriptions).set({ provider: 'stripe' }).where(eq(subscriptions.userId, user.id));

    const refused = await remove(headers);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: ACCOUNT_MESSAGES.subscriptionNotCancelled });
    expect(refused.cookies).toEqual([]);
    expect((await billingRowsOf(user.id, 'none')).users).toBe(1);
    expect((await mirrorOf(user.id))!.status).toBe('active');
  });
});
