/**
 * POST /billing/webhook/ with the built-in provider's signed events: verification against the raw
 * body (a bad signature, no signature and a 301 s old timestamp are refused with nothing
 * written), deduplication by event id (also concurrent), one grant per invoice whatever delivers
 * it, and events out of order ending in the provider's state. A second built-in provider on the
 * same database captures the events instead of delivering them, so the test chooses their order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { BILLING_MESSAGES, ENDPOINTS } from '@memeforge/contract';
import { signPayload } from '../../adapters/billing';
import { billingEvents, billingTransactions, subscriptions, users } from '../../db/schema';
import { bearerFor, buildTestApp, createTestUser, type TestApp } from '../../test-support';
import { ledgerOf } from '../credits/ledger-store';
import { capturingBilling, LOCAL_WEBHOOK_SECRET, startCheckout, subscribedUser } from './billing-test-support';

let t: TestApp;
const secret = LOCAL_WEBHOOK_SECRET;
let capturing: ReturnType<typeof capturingBilling>;
/** Takes the events captured so far. */
const takeCaptured = () => capturing.captured.splice(0);

beforeAll(async () => {
  t = await buildTestApp();
  capturing = capturingBilling(t);
}, 60_000);
afterAll(() => t?.close());

const deliver = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: ENDPOINTS.billingWebhook,
    payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });

const typeOf = (payload: string) => (JSON.parse(payload) as { type: string }).type;

/** A checkout paid at the provider whose events were captured, not delivered. */
async function paidButUndelivered(plan: 'pro' | 'basic' = 'pro') {
  const user = await createTestUser(t.database, { credits: 30 });
  const headers = await bearerFor(t, user);
  const { sessionId } = await startCheckout(t, headers, plan, 'month');
  takeCaptured();
  await capturing.simulator.payCheckout(sessionId, { last4: '4242', failsLaterCharges: false });
  const events = takeCaptured();
  expect(events.map((event) => typeOf(event.payload))).toEqual(['checkout.session.completed', 'invoice.paid']);
  return { user, headers, sessionId, events };
}

async function userRow(id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function eventCount() {
  const [row] = await t.database.db.select({ n: count() }).from(billingEvents);
  return row!.n;
}

describe('verification', () => {
  it('refuses a bad signature, a missing one and a 301 s old timestamp, writing nothing', async () => {
    const { user, events } = await paidButUndelivered();
    const [, invoicePaid] = events;
    const before = await eventCount();
    const forged = await deliver(
      invoicePaid!.payload,
      signPayload('another-secret-of-enough-length-000000', invoicePaid!.payload),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: BILLING_MESSAGES.webhookSignatureInvalid });
    const tampered = await deliver(
      invoicePaid!.payload.replace('invoice.paid', 'invoice.payment_failed'),
      invoicePaid!.signature,
    );
    expect(tampered.statusCode).toBe(400);
    expect((await deliver(invoicePaid!.payload)).statusCode).toBe(400);
    const old = signPayload(secret, invoicePaid!.payload, Math.floor(Date.now() / 1000) - 301);
    const stale = await deliver(invoicePaid!.payload, old);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ detail: BILLING_MESSAGES.webhookSignatureInvalid });
    expect(await eventCount()).toBe(before);
    expect((await userRow(user.id)).plan).toBe('free');
    const rows = await t.database.db.select().from(billingTransactions).where(eq(billingTransactions.userId, user.id));
    expect(rows).toHaveLength(0);
    // The same delivery, freshly signed within the tolerance, goes through.
    const recent = signPayload(secret, invoicePaid!.payload, Math.floor(Date.now() / 1000) - 200);
    expect((await deliver(invoicePaid!.payload, recent)).json()).toEqual({ received: true, duplicate: false });
    expect((await userRow(user.id)).plan).toBe('pro');
  });
});

describe('deduplication', () => {
  it('applies an event once, also when it arrives twice at the same moment', async () => {
    const { user, events } = await paidButUndelivered();
    const [, invoicePaid] = events;
    const answers = await Promise.all([
      deliver(invoicePaid!.payload, invoicePaid!.signature),
      deliver(invoicePaid!.payload, invoicePaid!.signature),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().duplicate).sort()).toEqual([false, true]);
    const grants = (await ledgerOf(t.database.db, user.id)).filter((row) => row.kind === 'grant');
    expect(grants.map((row) => row.delta)).toEqual([30, 1000]);
    expect((await userRow(user.id)).credits).toBe(1030);
  });

  it('grants an invoice once when different events and the success page race for it', async () => {
    const { user, headers, sessionId, events } = await paidButUndelivered('basic');
    const [completed, invoicePaid] = events;
    const answers = await Promise.all([
      deliver(invoicePaid!.payload, invoicePaid!.signature),
      deliver(completed!.payload, completed!.signature),
      t.app.inject({ method: 'GET', url: ENDPOINTS.checkoutSessionSuccess, query: { session_id: sessionId }, headers }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await userRow(user.id)).credits).toBe(330);
    const [transaction] = await t.database.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.userId, user.id));
    expect(transaction).toMatchObject({ status: 'paid', creditsGranted: 300 });
  });
});

describe('order', () => {
  it('ends in the provider’s state when events come in the wrong order', async () => {
    const { user, events } = await paidButUndelivered();
    // invoice.paid before checkout.session.completed: the first one already brings everything.
    const [completed, invoicePaid] = events;
    await deliver(invoicePaid!.payload, invoicePaid!.signature);
    expect((await userRow(user.id)).plan).toBe('pro');
    await deliver(completed!.payload, completed!.signature);
    expect((await userRow(user.id)).credits).toBe(1030);

    const [mirror] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    takeCaptured();
    await capturing.provider.setCancelAtPeriodEnd(mirror!.providerSubscriptionId, true);
    await capturing.provider.setCancelAtPeriodEnd(mirror!.providerSubscriptionId, false);
    const [cancel, reopen] = takeCaptured();
    await deliver(reopen!.payload, reopen!.signature);
    await deliver(cancel!.payload, cancel!.signature);
    const [after] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(after!.cancelAtPeriodEnd).toBe(false);
  });

  it('ignores a late end of an older subscription once the account subscribed again', async () => {
    const { user, headers } = await subscribedUser(t, 'basic', 'month');
    const [first] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    await t.app.inject({ method: 'POST', url: ENDPOINTS.scheduleCancellation, headers });
    takeCaptured();
    await capturing.simulator.advance(first!.providerSubscriptionId, { early: true });
    const [ended] = takeCaptured();
    expect(typeOf(ended!.payload)).toBe('customer.subscription.deleted');
    await deliver(ended!.payload, ended!.signature);
    expect((await userRow(user.id)).plan).toBe('free');
    // Subscribes again, then the old end is delivered once more under a new event id.
    const { sessionId } = await startCheckout(t, headers, 'pro', 'month');
    await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.localCheckout(sessionId),
      payload: 'number=4242424242424242&expiry=12%2F34&cvc=123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const replay = ended!.payload.replace(/"id":"evt_local_[^"]+"/, '"id":"evt_local_replayed"');
    const answer = await deliver(replay, signPayload(secret, replay));
    expect(answer.json()).toEqual({ received: true, duplicate: false });
    expect((await userRow(user.id)).plan).toBe('pro');
  });

  it('records an event of a type it does not handle and changes nothing', async () => {
    const payload = JSON.stringify({
      id: 'evt_local_other',
      type: 'customer.created',
      data: { object: { id: 'cus_x' } },
    });
    const answer = await deliver(payload, signPayload(secret, payload));
    expect(answer.json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(payload, signPayload(secret, payload))).json()).toEqual({ received: true, duplicate: true });
  });
});
