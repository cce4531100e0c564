/**
 * The subscription after checkout, on the real app with the local provider: the quote and the plan
 * change (upgrades now with the difference of credits, downgrades at the period's end),
 * cancellation and reopening, renewals (credits reset to the allowance), a failed renewal payment
 * (past due, mailed, no credits) and its retry, the cron job, the operator command and the portal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BILLING_MESSAGES,
  ENDPOINTS,
  ProrationQuoteSchema,
  ROUTES,
  SubscriptionResponseSchema,
  UpdateSubscriptionResponseSchema,
} from '@memeforge/contract';
import { users } from '../../db/schema';
import { localBillingSubscriptions } from '../../adapters/billing/simulator/schema';
import { bearerFor, buildTestApp, createTestUser, TEST_PUBLIC_URL, type TestApp } from '../../test-support';
import { ledgerOf } from '../credits/ledger-store';
import { entitlementsOf } from '../entitlements/service';
import { GOOD_CARD, subscribedUser, testBillingContext } from './billing-test-support';
import { advanceAccount, renewDueSubscriptions } from './renewal-service';
import { renewLocalSubscriptionsJob } from './renewal-job';
import { jobRegistry } from '../../jobs/definitions';
import type { JobContext } from '../../jobs/registry';
import { createLogger } from '../../logger';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string>, query?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers, ...(query ? { query } : {}) });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

async function subscription(headers: Record<string, string>) {
  const response = await get(ENDPOINTS.billingSubscription, headers);
  expect(response.statusCode).toBe(200);
  return SubscriptionResponseSchema.parse(response.json()).subscription;
}

async function balance(userId: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

/** Moves the built-in provider's current period back so that `daysLeft` of `days` remain. */
async function setPeriod(userId: number, days: number, daysLeft: number) {
  const end = new Date(Date.now() + daysLeft * 86_400_000);
  const start = new Date(end.getTime() - days * 86_400_000);
  await t.database.db
    .update(localBillingSubscriptions)
    .set({ currentPeriodStart: start, currentPeriodEnd: end })
    .where(eq(localBillingSubscriptions.userId, userId));
}

describe('GET /billing/subscription/', () => {
  it('is null on the free plan and Active after checkout; the gates open at once', async () => {
    const free = await createTestUser(t.database);
    expect(await subscription(await bearerFor(t, free))).toBeNull();
    const { user, headers } = await subscribedUser(t, 'pro', 'year');
    const current = await subscription(headers);
    expect(current).toMatchObject({
      planKey: 'pro',
      billingCycle: 'year',
      status: 'active',
      statusLabel: 'Active',
      cancelAtPeriodEnd: false,
      nextRenewalCredits: 12000,
      pendingPlanKey: null,
    });
    const length = Date.parse(current!.currentPeriodEnd) - Date.parse(current!.currentPeriodStart);
    expect(length).toBeGreaterThanOrEqual(365 * 86_400_000);
    expect((await entitlementsOf(t.database.db, user.id)).libraryAccess).toBe(true);
    expect((await balance(user.id)).credits).toBe(30 + 12000);
  });
});

describe('period-info and update', () => {
  it('quotes and makes an upgrade now, prorated, adding the difference of credits once', async () => {
    const { user, headers } = await subscribedUser(t, 'pro', 'month');
    await setPeriod(user.id, 30, 15);
    const quoted = await get(ENDPOINTS.prorationQuote, headers, {
      current_plan_key: 'pro',
      current_billing_cycle: 'month',
      new_plan_key: 'business',
      new_billing_cycle: 'month',
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = ProrationQuoteSchema.parse(quoted.json());
    expect(quote).toMatchObject({
      change: 'upgrade',
      effective: 'now',
      currency: 'usd',
      creditsNow: 2000,
      creditsPerPeriod: 3000,
      nextAmount: 3900,
    });
    expect(quote.unusedCredit).toBeGreaterThanOrEqual(945);
    expect(quote.unusedCredit).toBeLessThanOrEqual(955);
    expect(quote.amountDue).toBe(quote.newCharge - quote.unusedCredit);
    expect(quote.amountDue).toBeGreaterThan(990);
    expect(quote.amountDue).toBeLessThan(1010);
    expect(quote.lines).toHaveLength(2);

    const updated = await post(ENDPOINTS.updateSubscription, headers, { plan_key: 'business', billing_cycle: 'month' });
    expect(updated.statusCode, updated.body).toBe(200);
    const body = UpdateSubscriptionResponseSchema.parse(updated.json());
    expect(body.message).toBe('Subscription updated successfully.');
    expect(body.subscription).toMatchObject({ planKey: 'business', billingCycle: 'month', statusLabel: 'Active' });
    const after = await balance(user.id);
    expect(after.plan).toBe('business');
    expect(after.credits).toBe(30 + 1000 + 2000);
    const list = await get(ENDPOINTS.billingTransactions, headers, { type: 'subscription_update' });
    const [upgrade] = list.json().results;
    expect(upgrade).toMatchObject({ status: 'paid', creditsGranted: 2000, planKey: 'business' });
    expect(upgrade.amount).toBe(quote.amountDue);
  });

  it('starts a new period when the cycle changes (monthly to yearly)', async () => {
    const { user, headers } = await subscribedUser(t, 'pro', 'month');
    const quoted = await get(ENDPOINTS.prorationQuote, headers, { new_plan_key: 'pro', new_billing_cycle: 'year' });
    const quote = ProrationQuoteSchema.parse(quoted.json());
    expect(quote.newCharge).toBe(19000);
    expect(quote.unusedCredit).toBeGreaterThan(1890);
    expect(quote.creditsNow).toBe(11000);
    await post(ENDPOINTS.updateSubscription, headers, { plan_key: 'pro', billing_cycle: 'year' });
    const current = await subscription(headers);
    expect(Date.parse(current!.currentPeriodEnd) - Date.now()).toBeGreaterThan(360 * 86_400_000);
    expect((await balance(user.id)).credits).toBe(30 + 12000);
  });

  it('schedules a downgrade for the period’s end; the renewal then applies it and its credits', async () => {
    const { user, headers } = await subscribedUser(t, 'business', 'month');
    const quoted = await get(ENDPOINTS.prorationQuote, headers, { new_plan_key: 'basic', new_billing_cycle: 'month' });
    const quote = ProrationQuoteSchema.parse(quoted.json());
    expect(quote).toMatchObject({ change: 'downgrade', effective: 'period_end', amountDue: 0, creditsNow: 0 });
    expect(quote.effectiveAt).toBe(quote.currentPeriodEnd);
    const updated = await post(ENDPOINTS.updateSubscription, headers, { plan_key: 'basic', billing_cycle: 'month' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().subscription).toMatchObject({
      planKey: 'business',
      pendingPlanKey: 'basic',
      pendingBillingCycle: 'month',
      nextRenewalCredits: 300,
    });
    expect((await balance(user.id)).plan).toBe('business');
    const ctx = testBillingContext(t);
    const report = await advanceAccount(ctx, { email: user.email });
    expect(report).toContain('renewed');
    const after = await balance(user.id);
    expect(after.plan).toBe('basic');
    expect(after.credits).toBe(300);
    expect((await subscription(headers))!.pendingPlanKey).toBeNull();
  });

  it('refuses what cannot change, with nothing changed', async () => {
    const free = await createTestUser(t.database);
    const freeHeaders = await bearerFor(t, free);
    const none = await post(ENDPOINTS.updateSubscription, freeHeaders, { plan_key: 'pro', billing_cycle: 'month' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: BILLING_MESSAGES.noSubscription });
    const { headers } = await subscribedUser(t, 'pro', 'month');
    const same = await post(ENDPOINTS.updateSubscription, headers, { plan_key: 'pro', billing_cycle: 'month' });
    expect(same.json()).toEqual({ detail: BILLING_MESSAGES.samePlan });
    const legacy = await get(ENDPOINTS.prorationQuote, headers, {
      new_plan_key: 'legacy_pro',
      new_billing_cycle: 'month',
    });
    expect(legacy.statusCode).toBe(400);
    expect(legacy.json()).toEqual({ detail: BILLING_MESSAGES.missingPriceId('legacy_pro', 'month') });
    const bad = await get(ENDPOINTS.prorationQuote, headers, { new_plan_key: 'pro', new_billing_cycle: 'weekly' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['new_billing_cycle']);
    const missing = await post(ENDPOINTS.updateSubscription, headers, { plan_key: 'pro' });
    expect(missing.statusCode).toBe(400);
    expect((await subscription(headers))!.planKey).toBe('pro');
  });
});

describe('schedule_cancellation and reopen', () => {
  it('cancels at the period’s end, reopens before it, and ends the plan when the period runs out', async () => {
    const { user, headers } = await subscribedUser(t, 'basic', 'month');
    const nothing = await post(ENDPOINTS.reopenSubscription, headers);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ detail: BILLING_MESSAGES.nothingToReopen });

    const cancelled = await post(ENDPOINTS.scheduleCancellation, headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe('Your subscription has been scheduled for cancellation.');
    expect(cancelled.json().subscription).toMatchObject({
      statusLabel: 'Cancellation Scheduled',
      cancelAtPeriodEnd: true,
      nextRenewalCredits: 0,
    });
    expect((await balance(user.id)).plan).toBe('basic');

    const reopened = await post(ENDPOINTS.reopenSubscription, headers);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({
      message: BILLING_MESSAGES.subscriptionReopened,
      subscription: { statusLabel: 'Active', cancelAtPeriodEnd: false },
    });

    await post(ENDPOINTS.scheduleCancellation, headers);
    await advanceAccount(testBillingContext(t), { email: user.email });
    expect(await subscription(headers)).toMatchObject({ status: 'canceled', statusLabel: 'Cancelled' });
    const after = await balance(user.id);
    expect(after.plan).toBe('free');
    expect(after.billingCycle).toBeNull();
    expect((await entitlementsOf(t.database.db, user.id)).libraryAccess).toBe(false);
    const again = await post(ENDPOINTS.scheduleCancellation, headers);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: BILLING_MESSAGES.subscriptionCanceled });
    // A new checkout is possible once it ended.
    const checkout = await get(ENDPOINTS.checkoutSessionCreate, headers, { plan_key: 'pro', billing_cycle: 'month' });
    expect(checkout.statusCode).toBe(200);
  });
});

describe('renewals', () => {
  it('sets the balance to the allowance (a reset row, then the grant) once per period', async () => {
    const { user } = await subscribedUser(t, 'basic', 'month');
    await t.database.db.update(users).set({ credits: 250 }).where(eq(users.id, user.id));
    await setPeriod(user.id, 30, -1);
    let now = new Date();
    const ctx = testBillingContext(t, () => now);
    const counts = await renewDueSubscriptions(ctx);
    expect(counts.renewed).toBeGreaterThanOrEqual(1);
    expect((await balance(user.id)).credits).toBe(300);
    const ledger = await ledgerOf(t.database.db, user.id);
    const [reset, grant] = ledger.slice(-2);
    expect(reset).toMatchObject({ kind: 'reset', delta: -250, balanceAfter: 0 });
    expect(grant).toMatchObject({ kind: 'grant', delta: 300, balanceAfter: 300 });
    // Not due again until the new period ends.
    now = new Date(Date.now() + 86_400_000);
    await renewDueSubscriptions(ctx);
    expect(await ledgerOf(t.database.db, user.id)).toHaveLength(ledger.length);
  });

  it('a declined renewal makes the subscription past due, mails the person once, renews no credits; the retry does', async () => {
    const { user, headers } = await subscribedUser(t, 'pro', 'month');
    const ctx = testBillingContext(t);
    const before = (await balance(user.id)).credits;
    const mailsBefore = t.mailer.sent.length;
    expect(await advanceAccount(ctx, { email: user.email, decline: true })).toContain('declined');
    expect(await subscription(headers)).toMatchObject({ status: 'past_due', statusLabel: 'Payment Failed' });
    expect((await balance(user.id)).credits).toBe(before);
    expect((await balance(user.id)).plan).toBe('pro');
    const mails = t.mailer.sent.slice(mailsBefore).filter((mail) => mail.to === user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('payment failed');
    expect(mails[0]!.links[0]).toBe(`${TEST_PUBLIC_URL}${ROUTES['dashboard.billing.subscription']}`);
    const failed = await get(ENDPOINTS.billingTransactions, headers, { status: 'failed' });
    expect(failed.json().count).toBe(1);
    expect(failed.json().results[0].receiptUrl).toBeNull();
    // The cron does not renew a past-due subscription; changes wait for the payment.
    await setPeriod(user.id, 30, -1);
    await renewDueSubscriptions(ctx);
    expect((await balance(user.id)).credits).toBe(before);
    const change = await post(ENDPOINTS.updateSubscription, headers, { plan_key: 'business', billing_cycle: 'month' });
    expect(change.json()).toEqual({ detail: BILLING_MESSAGES.subscriptionPastDue });
    // A second failure is not mailed again.
    await advanceAccount(ctx, { email: user.email, decline: true });
    expect(t.mailer.sent.slice(mailsBefore).filter((mail) => mail.to === user.email)).toHaveLength(1);

    expect(await advanceAccount(ctx, { email: user.email })).toContain('went through');
    expect(await subscription(headers)).toMatchObject({ status: 'active' });
    expect((await balance(user.id)).credits).toBe(1000);
    const paid = await get(ENDPOINTS.billingTransactions, headers, { type: 'subscription_cycle' });
    expect(paid.json().count).toBe(1);
    expect(paid.json().results[0]).toMatchObject({ status: 'paid', creditsGranted: 1000 });
  });

  it('the 4000 0000 0000 0341 card pays at checkout and declines the renewal', async () => {
    const { user, headers } = await subscribedUser(
      t,
      'basic',
      'month',
      {},
      { ...GOOD_CARD, number: '4000000000000341' },
    );
    expect((await balance(user.id)).plan).toBe('basic');
    await advanceAccount(testBillingContext(t), { email: user.email });
    expect((await subscription(headers))!.status).toBe('past_due');
  });

  it('the cron job is registered on a schedule and renews what is due', async () => {
    const definition = jobRegistry.get(renewLocalSubscriptionsJob.name);
    expect(definition?.schedule).toBe('*/5 * * * *');
    const { user } = await subscribedUser(t, 'pro', 'month');
    await t.database.db.update(users).set({ credits: 3 }).where(eq(users.id, user.id));
    await setPeriod(user.id, 30, -1);
    await definition!.handler({}, {
      billing: testBillingContext(t),
      logger: createLogger('silent'),
    } as unknown as JobContext);
    expect((await balance(user.id)).credits).toBe(1000);
  });

  it('the operator command names what it refuses', async () => {
    const ctx = testBillingContext(t);
    await expect(advanceAccount(ctx, { email: 'nobody@example.com' })).rejects.toThrow('No account');
    const free = await createTestUser(t.database);
    await expect(advanceAccount(ctx, { email: free.email })).rejects.toThrow('no subscription');
    await expect(advanceAccount(ctx, { email: 'not-an-address' })).rejects.toThrow('--email');
  });
});

describe('GET /billing/portal/', () => {
  it('answers our subscription page with the local provider, and refuses an account that never paid', async () => {
    const { headers } = await subscribedUser(t, 'basic', 'month');
    const response = await get(ENDPOINTS.billingPortal, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      billingPortalUrl: `${TEST_PUBLIC_URL}${ROUTES['dashboard.billing.subscription']}`,
    });
    const free = await createTestUser(t.database);
    const refused = await get(ENDPOINTS.billingPortal, await bearerFor(t, free));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: BILLING_MESSAGES.noSubscription });
  });
});
