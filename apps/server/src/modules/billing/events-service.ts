/**
 * Applying the provider's events (decision 026), the same code for Stripe's webhooks and the
 * local provider's signed events. An event only says which object changed: the object is re-read
 * from the provider and its current state written here, so repeated or out-of-order events end in
 * the right state. Each event id is recorded in the transaction that applies it (a repeat changes
 * nothing), an invoice grants its credits once (`credited_at`, set with the grant), and the person
 * is told once when a payment fails.
 */
import { BILLING_EVENT_TYPES, WebhookSignatureError, allowanceOf, type BillingEvent } from '../../adapters/billing';
import type { ProviderInvoice, ProviderSubscription } from '../../adapters/billing';
import { BILLING_MESSAGES, PLANS, type TransactionStatus } from '@memeforge/contract';
import type { BillingTransactionRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { InvalidInput } from '../../domain-errors';
import { grantCredits } from '../credits/ledger-store';
import { forgetUserAccess } from '../users/access-cache';
import type { BillingContext } from './context';
import { paymentFailedEmail } from './emails';
import {
  claimEvent,
  findSubscriptionOfUser,
  findUserContact,
  insertSubscription,
  lockUser,
  markCredited,
  markFailureNotified,
  setUserPlan,
  updateSubscription,
  upsertTransaction,
  userOfCustomer,
} from './store';

/** What the provider says now about the objects an event names. */
export interface BillingSnapshot {
  subscription: ProviderSubscription | null;
  invoice: ProviderInvoice | null;
}

interface Applied {
  userId: number;
  failedPayment: BillingTransactionRow | null;
}

/** A webhook delivery: verified against the raw body, then applied. Nothing is written when it is refused. */
export async function receiveWebhook(
  ctx: BillingContext,
  rawBody: string | Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  let event: BillingEvent;
  try {
    event = ctx.provider.constructEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      ctx.logger.warn({ reason: error.message }, 'billing webhook refused');
      ctx.metrics.billingWebhooks.inc({ type: 'unknown', outcome: 'refused' });
      throw new InvalidInput(BILLING_MESSAGES.webhookSignatureInvalid);
    }
    throw error;
  }
  const outcome = await applyEvent(ctx, event);
  // Types we do not handle are counted as one, so a sender cannot grow the series without bound.
  const type = HANDLED.has(event.type) ? event.type : 'other';
  ctx.metrics.billingWebhooks.inc({ type, outcome: outcome.duplicate ? 'duplicate' : 'applied' });
  return outcome;
}

const HANDLED = new Set<string>(BILLING_EVENT_TYPES);

export async function applyEvent(
  ctx: BillingContext,
  event: BillingEvent,
): Promise<{ received: true; duplicate: boolean }> {
  const snapshot = HANDLED.has(event.type) ? await readSnapshot(ctx, event) : { subscription: null, invoice: null };
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, ctx.provider.name, event.id, event.type))) return 'duplicate' as const;
    return applySnapshot(tx, ctx, snapshot);
  });
  if (outcome === 'duplicate') return { received: true, duplicate: true };
  if (outcome) await afterApplied(ctx, outcome);
  return { received: true, duplicate: false };
}

/** Re-reads what the event is about from the provider, outside any transaction. */
export async function readSnapshot(ctx: BillingContext, event: BillingEvent): Promise<BillingSnapshot> {
  const { provider } = ctx;
  if (event.type === 'checkout.session.completed') {
    const session = await provider.retrieveCheckoutSession(event.objectId);
    return snapshotOf(ctx, session?.subscriptionId ?? null, session?.invoiceId ?? null);
  }
  if (event.type.startsWith('invoice.')) {
    const invoice = await provider.retrieveInvoice(event.objectId);
    if (!invoice) return { subscription: null, invoice: null };
    return { subscription: await provider.retrieveSubscription(invoice.subscriptionId), invoice };
  }
  return snapshotOf(ctx, event.objectId, null);
}

/** The subscription and an invoice of it (by default its newest). */
export async function snapshotOf(
  ctx: BillingContext,
  subscriptionId: string | null,
  invoiceId: string | null,
): Promise<BillingSnapshot> {
  const subscription = subscriptionId ? await ctx.provider.retrieveSubscription(subscriptionId) : null;
  const wanted = invoiceId ?? subscription?.latestInvoiceId ?? null;
  const invoice = wanted ? await ctx.provider.retrieveInvoice(wanted) : null;
  return { subscription, invoice };
}

/**
 * Writes a snapshot in the caller's transaction: the subscription mirror and the account's plan,
 * then the invoice's transaction and, once per invoice, its credits. The account's row is locked
 * first, so two deliveries about one account apply one after the other.
 */
export async function applySnapshot(tx: Db, ctx: BillingContext, snapshot: BillingSnapshot): Promise<Applied | null> {
  const customerId = snapshot.subscription?.customerId ?? snapshot.invoice?.customerId;
  if (!customerId) return null;
  const userId = await userOfCustomer(tx, ctx.provider.name, customerId);
  if (userId === null) {
    ctx.logger.warn({ customerId }, 'billing event for a customer of no account');
    return null;
  }
  const user = await lockUser(tx, userId);
  if (!user) return null;
  if (snapshot.subscription) await syncSubscription(tx, ctx, userId, snapshot.subscription);
  const failedPayment = snapshot.invoice ? await recordInvoice(tx, ctx, userId, snapshot.invoice) : null;
  return { userId, failedPayment };
}

async function syncSubscription(tx: Db, ctx: BillingContext, userId: number, subscription: ProviderSubscription) {
  const existing = await findSubscriptionOfUser(tx, userId);
  if (existing && existing.providerSubscriptionId !== subscription.id && subscription.status === 'canceled') {
    // A late word about an older subscription that ended: the current one is not touched.
    return;
  }
  const values = {
    userId,
    provider: ctx.provider.name,
    providerSubscriptionId: subscription.id,
    providerCustomerId: subscription.customerId,
    plan: subscription.plan,
    billingCycle: subscription.billingCycle,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    pendingPlan: subscription.pendingPlan,
    pendingBillingCycle: subscription.pendingBillingCycle,
  };
  if (existing) await updateSubscription(tx, existing.id, values);
  else await insertSubscription(tx, values);
  if (subscription.status === 'canceled') await setUserPlan(tx, userId, 'free', null);
  else await setUserPlan(tx, userId, subscription.plan, subscription.billingCycle);
}

function transactionStatus(invoice: ProviderInvoice): TransactionStatus {
  if (invoice.status === 'paid') return 'paid';
  if (invoice.status === 'void' || invoice.attempted) return 'failed';
  return 'pending';
}

const cycleWord = { month: 'monthly', year: 'yearly' } as const;

function describe(invoice: ProviderInvoice): string {
  const plan = `${PLANS[invoice.plan].title} plan (${cycleWord[invoice.billingCycle]})`;
  if (invoice.billingReason === 'subscription_create') return `${plan}: first payment`;
  if (invoice.billingReason === 'subscription_cycle') return `${plan}: renewal`;
  const from = invoice.previousPlan ? `${PLANS[invoice.previousPlan].title} plan` : 'the previous plan';
  return `${plan}: upgrade from ${from}, prorated`;
}

/** The transaction of an invoice, its credits once it is paid; answers it when the person is to be told it failed. */
async function recordInvoice(
  tx: Db,
  ctx: BillingContext,
  userId: number,
  invoice: ProviderInvoice,
): Promise<BillingTransactionRow | null> {
  const status = transactionStatus(invoice);
  const row = await upsertTransaction(tx, {
    userId,
    provider: ctx.provider.name,
    providerInvoiceId: invoice.id,
    providerSubscriptionId: invoice.subscriptionId,
    amount: invoice.amount,
    currency: invoice.currency,
    status,
    type: invoice.billingReason,
    plan: invoice.plan,
    billingCycle: invoice.billingCycle,
    description: describe(invoice),
    hostedReceiptUrl: invoice.hostedUrl,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    paidAt: invoice.paidAt,
  });
  if (status === 'paid' && !row.creditedAt) {
    await grantInvoiceCredits(tx, userId, row, invoice);
    return null;
  }
  if (status === 'failed' && !row.failureNotifiedAt && (await markFailureNotified(tx, row.id))) return row;
  return null;
}

/**
 * The credits an invoice brings (decision 026): the first payment adds the period's allowance to
 * what the account has; a renewal sets the balance to the allowance (unused credits do not roll
 * over: a 'reset' row, then the 'grant'); an upgrade adds the difference of the allowances.
 */
async function grantInvoiceCredits(tx: Db, userId: number, row: BillingTransactionRow, invoice: ProviderInvoice) {
  const allowance = allowanceOf(invoice.plan, invoice.billingCycle);
  const title = `${PLANS[invoice.plan].title} (${cycleWord[invoice.billingCycle]})`;
  let credits = allowance;
  if (invoice.billingReason === 'subscription_update') {
    const before = invoice.previousPlan
      ? allowanceOf(invoice.previousPlan, invoice.previousBillingCycle ?? invoice.billingCycle)
      : 0;
    credits = Math.max(0, allowance - before);
  }
  if (!(await markCredited(tx, row.id, credits))) return;
  if (invoice.billingReason === 'subscription_cycle') {
    const user = await lockUser(tx, userId);
    if (user && user.credits !== 0) {
      await grantCredits(tx, userId, -user.credits, `Renewal of ${title}: unused credits expire`, 'reset');
    }
  }
  if (credits > 0) {
    const reason =
      invoice.billingReason === 'subscription_create'
        ? `Subscription to ${title}`
        : invoice.billingReason === 'subscription_cycle'
          ? `Renewal of ${title}`
          : `Upgrade to ${title}`;
    await grantCredits(tx, userId, credits, `${reason} (invoice ${invoice.id})`);
  }
}

/** After the commit: gates see the new plan at once, and a failed payment is mailed. */
export async function afterApplied(ctx: BillingContext, applied: Applied): Promise<void> {
  await forgetUserAccess(ctx.db, applied.userId);
  const failed = applied.failedPayment;
  if (!failed) return;
  const contact = await findUserContact(ctx.db, applied.userId);
  if (!contact) return;
  try {
    await ctx.mailer.send(
      paymentFailedEmail(
        { email: contact.email, name: contact.firstName || contact.name },
        { plan: failed.plan, amount: failed.amount, currency: failed.currency },
        ctx.publicUrl,
      ),
    );
  } catch (error) {
    ctx.logger.error({ err: error, userId: applied.userId }, 'could not mail the failed payment notice');
  }
}
