/**
 * The end of a period, as Stripe's clock brings it: a subscription set to cancel ends; otherwise
 * a scheduled change applies, the next period starts and its invoice is charged (paid, or
 * declined: past due). A past-due subscription's open invoice is retried instead. The built-in
 * provider's renewal cron job and `billing advance` call this, and so do tests.
 */
import { addCycle } from '../proration';
import type { PendingEvent, SimulatorCore } from './core';
import { findSubscription, insertInvoice, openInvoiceOf, updateInvoice, updateSubscription } from './store';

export type AdvanceOutcome = 'renewed' | 'payment_failed' | 'canceled' | 'retried' | 'nothing';

export interface AdvanceOptions {
  now?: Date;
  /** Ends the period now, ahead of its end (support and tests); otherwise only a period that has ended moves. */
  early?: boolean;
  /** This charge fails (as a card that declines it would). */
  decline?: boolean;
}

/** Moves a subscription past its period's end; answers what happened and the invoice it charged. */
export async function advance(
  core: SimulatorCore,
  subscriptionId: string,
  options: AdvanceOptions = {},
): Promise<{ outcome: AdvanceOutcome; invoiceId: string | null }> {
  const now = options.now ?? core.now();
  const events: PendingEvent[] = [];
  const result = await core.db.transaction(async (tx) => {
    const nothing = { outcome: 'nothing' as const, invoiceId: null };
    const row = await findSubscription(tx, subscriptionId, true);
    if (!row || row.status === 'canceled') return nothing;
    const declines = options.decline === true || row.cardFailsRenewals;
    if (row.status === 'past_due') {
      const open = await openInvoiceOf(tx, row.id);
      if (!open) return nothing;
      if (declines) {
        await updateInvoice(tx, open.id, { attempts: open.attempts + 1 });
        events.push({ type: 'invoice.payment_failed', objectId: open.id, object: 'invoice' });
        return { outcome: 'payment_failed' as const, invoiceId: open.id };
      }
      await updateInvoice(tx, open.id, { status: 'paid', paidAt: now, attempts: open.attempts + 1 });
      await updateSubscription(tx, row.id, { status: 'active' });
      events.push({ type: 'invoice.paid', objectId: open.id, object: 'invoice' });
      events.push({ type: 'customer.subscription.updated', objectId: row.id, object: 'subscription' });
      return { outcome: 'retried' as const, invoiceId: open.id };
    }
    if (!options.early && row.currentPeriodEnd > now) return nothing;
    if (row.cancelAtPeriodEnd) {
      await updateSubscription(tx, row.id, { status: 'canceled', pendingPlan: null, pendingBillingCycle: null });
      events.push({ type: 'customer.subscription.deleted', objectId: row.id, object: 'subscription' });
      return { outcome: 'canceled' as const, invoiceId: null };
    }
    const price = core.priceOf(row.pendingPlan ?? row.plan, row.pendingBillingCycle ?? row.billingCycle);
    const periodStart = options.early && row.currentPeriodEnd > now ? now : row.currentPeriodEnd;
    const periodEnd = addCycle(periodStart, price.cycle);
    const invoiceId = core.newId('in');
    await insertInvoice(tx, {
      id: invoiceId,
      subscriptionId: row.id,
      customerId: row.customerId,
      amount: price.unitAmount,
      status: declines ? 'open' : 'paid',
      billingReason: 'subscription_cycle',
      plan: price.plan,
      billingCycle: price.cycle,
      periodStart,
      periodEnd,
      attempts: 1,
      paidAt: declines ? null : now,
    });
    await updateSubscription(tx, row.id, {
      plan: price.plan,
      billingCycle: price.cycle,
      pendingPlan: null,
      pendingBillingCycle: null,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      status: declines ? 'past_due' : 'active',
    });
    events.push({ type: declines ? 'invoice.payment_failed' : 'invoice.paid', objectId: invoiceId, object: 'invoice' });
    events.push({ type: 'customer.subscription.updated', objectId: row.id, object: 'subscription' });
    return { outcome: declines ? ('payment_failed' as const) : ('renewed' as const), invoiceId };
  });
  await core.send(events);
  return result;
}
