/**
 * Subscriptions as Stripe changes them between renewals: an upgrade made now (the unused time of
 * the old price credited, the new one charged at once, a change of cycle starting a new period;
 * a card that declines later charges refuses it), the invoice preview that quotes it,
 * cancellation at the period's end or at once, and a downgrade held by a subscription schedule
 * whose next phase starts at the period's end.
 */
import { BILLING_MESSAGES } from '@memeforge/contract';
import { addCycle, prorateUpgrade } from '../proration';
import type { PendingEvent, SimulatorCore } from './core';
import {
  StripeApiError,
  invalid,
  invoiceObject,
  linesOf,
  missing,
  scheduleObject,
  subscriptionObject,
  subscriptionOfSchedule,
  type Json,
  type Line,
  type SimulatedPrice,
} from './stripe-objects';
import {
  findInvoice,
  findSubscription,
  insertInvoice,
  latestInvoiceId,
  updateSubscription as writeSubscription,
  type SubscriptionRow,
} from './store';

async function subscriptionRow(core: SimulatorCore, id: string): Promise<SubscriptionRow> {
  const row = await findSubscription(core.db, id);
  if (!row) throw missing('subscription', id);
  return row;
}

export async function retrieveSubscription(core: SimulatorCore, id: string): Promise<Json> {
  const row = await subscriptionRow(core, id);
  return subscriptionObject(row, core.priceOf(row.plan, row.billingCycle), await latestInvoiceId(core.db, id));
}

export async function retrieveInvoice(core: SimulatorCore, id: string): Promise<Json> {
  const row = await findInvoice(core.db, id);
  if (!row) throw missing('invoice', id);
  return invoiceObject({
    id: row.id,
    customer: row.customerId,
    subscription: row.subscriptionId,
    status: row.status,
    attempted: row.attempts > 0,
    billingReason: row.billingReason,
    amountDue: row.amount,
    lines: linesOf(row, (plan, cycle) => core.priceOf(plan, cycle)),
    paidAt: row.paidAt,
    created: row.createdAt,
    hostedUrl: core.options.hostedInvoiceUrl(row.id),
  });
}

/** Stripe's proration of a change to `price` at `now`: the old price's unused time, then the new charge. */
function proration(core: SimulatorCore, row: SubscriptionRow, price: SimulatedPrice, now: Date) {
  const restart = price.cycle !== row.billingCycle;
  const quote = prorateUpgrade(
    {
      plan: row.plan,
      billingCycle: row.billingCycle,
      periodStart: row.currentPeriodStart,
      periodEnd: row.currentPeriodEnd,
    },
    { plan: price.plan, billingCycle: price.cycle },
    now,
    (plan, cycle) => core.priceOf(plan, cycle).unitAmount,
  );
  const periodEnd = restart ? addCycle(now, price.cycle) : row.currentPeriodEnd;
  const lines: Line[] = [
    {
      amount: -quote.unusedCredit,
      price: core.priceOf(row.plan, row.billingCycle),
      start: now,
      end: row.currentPeriodEnd,
      proration: true,
    },
    { amount: quote.newCharge, price, start: now, end: periodEnd, proration: !restart },
  ];
  return { quote, lines, restart, periodEnd };
}

const priceOfItems = (items: unknown) => (items as Record<string, { price?: string }> | undefined)?.['0']?.price;
const dateOf = (value: unknown, fallback: Date) => (value === undefined ? fallback : new Date(Number(value) * 1000));

export async function previewInvoice(core: SimulatorCore, body: Json): Promise<Json> {
  const row = await subscriptionRow(core, String(body.subscription));
  const details = (body.subscription_details ?? {}) as Json;
  const price = core.price(String(priceOfItems(details.items)));
  const { quote, lines } = proration(core, row, price, dateOf(details.proration_date, core.now()));
  return invoiceObject({
    id: 'upcoming',
    customer: row.customerId,
    subscription: row.id,
    status: 'open',
    attempted: false,
    billingReason: 'subscription_update',
    amountDue: quote.amountDue,
    lines,
    paidAt: null,
    created: core.now(),
    hostedUrl: null,
  });
}

/** `cancel_at_period_end`, or a new price now: prorated, charged at once, or refused by the card. */
export async function updateSubscription(core: SimulatorCore, id: string, body: Json): Promise<Json> {
  const events: PendingEvent[] = [];
  await core.db.transaction(async (tx) => {
    const row = await findSubscription(tx, id, true);
    if (!row) throw missing('subscription', id);
    if (row.status === 'canceled') {
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    }
    if (body.cancel_at_period_end !== undefined) {
      await writeSubscription(tx, id, { cancelAtPeriodEnd: body.cancel_at_period_end === 'true' });
    }
    const priceId = priceOfItems(body.items);
    if (priceId !== undefined) {
      if (row.cardFailsRenewals) {
        throw new StripeApiError(402, {
          type: 'card_error',
          code: 'card_declined',
          message: BILLING_MESSAGES.cardDeclined,
        });
      }
      const now = dateOf(body.proration_date, core.now());
      const price = core.price(priceId);
      const { quote, restart, periodEnd } = proration(core, row, price, now);
      await writeSubscription(tx, id, {
        plan: price.plan,
        billingCycle: price.cycle,
        currentPeriodStart: restart ? now : row.currentPeriodStart,
        currentPeriodEnd: periodEnd,
        pendingPlan: null,
        pendingBillingCycle: null,
      });
      const invoiceId = core.newId('in');
      await insertInvoice(tx, {
        id: invoiceId,
        subscriptionId: id,
        customerId: row.customerId,
        amount: quote.amountDue,
        unusedCredit: quote.unusedCredit,
        status: 'paid',
        billingReason: 'subscription_update',
        plan: price.plan,
        billingCycle: price.cycle,
        previousPlan: row.plan,
        previousBillingCycle: row.billingCycle,
        periodStart: now,
        periodEnd,
        attempts: 1,
        paidAt: now,
      });
      events.push({ type: 'invoice.paid', objectId: invoiceId, object: 'invoice' });
    }
  });
  events.push({ type: 'customer.subscription.updated', objectId: id, object: 'subscription' });
  await core.send(events);
  return retrieveSubscription(core, id);
}

/** Stripe's cancel: the subscription ends now, with its schedule; one that has ended cannot be cancelled again. */
export async function cancelSubscription(core: SimulatorCore, id: string): Promise<Json> {
  const row = await subscriptionRow(core, id);
  if (row.status === 'canceled') {
    throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
  }
  await writeSubscription(core.db, id, { status: 'canceled', pendingPlan: null, pendingBillingCycle: null });
  await core.send([{ type: 'customer.subscription.deleted', objectId: id, object: 'subscription' }]);
  return retrieveSubscription(core, id);
}

// ---- schedules: a subscription's pending change is its schedule's next phase ----

async function scheduleJson(core: SimulatorCore, row: SubscriptionRow): Promise<Json> {
  const next = row.pendingPlan ? core.priceOf(row.pendingPlan, row.pendingBillingCycle ?? row.billingCycle) : null;
  return scheduleObject(row, core.priceOf(row.plan, row.billingCycle), next);
}

export async function createSchedule(core: SimulatorCore, body: Json): Promise<Json> {
  return scheduleJson(core, await subscriptionRow(core, String(body.from_subscription)));
}

export async function retrieveSchedule(core: SimulatorCore, scheduleId: string): Promise<Json> {
  return scheduleJson(core, await subscriptionRow(core, subscriptionOfSchedule(scheduleId)));
}

/** The phases as sent: the second one's price is the change at the period's end. */
export async function updateSchedule(core: SimulatorCore, scheduleId: string, body: Json): Promise<Json> {
  const id = subscriptionOfSchedule(scheduleId);
  await subscriptionRow(core, id);
  const phases = (body.phases ?? {}) as Record<string, { items?: unknown }>;
  const nextPrice = priceOfItems(phases['1']?.items);
  const next = nextPrice === undefined ? null : core.price(nextPrice);
  await writeSubscription(core.db, id, { pendingPlan: next?.plan ?? null, pendingBillingCycle: next?.cycle ?? null });
  await core.send([{ type: 'customer.subscription.updated', objectId: id, object: 'subscription' }]);
  return retrieveSchedule(core, scheduleId);
}

/** Released: the subscription goes on as it is, the pending change dropped. */
export async function releaseSchedule(core: SimulatorCore, scheduleId: string): Promise<Json> {
  const id = subscriptionOfSchedule(scheduleId);
  const row = await subscriptionRow(core, id);
  const released = { ...(await scheduleJson(core, row)), status: 'released' };
  await writeSubscription(core.db, id, { pendingPlan: null, pendingBillingCycle: null });
  await core.send([{ type: 'customer.subscription.updated', objectId: id, object: 'subscription' }]);
  return released;
}
