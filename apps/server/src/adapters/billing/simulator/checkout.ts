/**
 * Checkout sessions in subscription mode: created open for a day, expired on request, and paid
 * (the person at the checkout page, or a test): the subscription starts with its first period
 * and a paid invoice, then checkout.session.completed and invoice.paid are announced.
 */
import { addCycle } from '../proration';
import type { SimulatorCore } from './core';
import type { AcceptedCard } from './cards';
import { invalid, missing, sessionObject, type Json } from './stripe-objects';
import { findSession, insertInvoice, insertSession, insertSubscription, updateSession, type SessionRow } from './store';

export const CHECKOUT_LIFETIME_MS = 24 * 3_600_000;

/** An open session whose day has passed reads as expired, as at Stripe. */
function statusOf(row: SessionRow, now: Date): SessionRow['status'] {
  return row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status;
}

async function sessionRow(core: SimulatorCore, id: string): Promise<SessionRow> {
  const row = await findSession(core.db, id);
  if (!row) throw missing('checkout session', id);
  return row;
}

export function sessionJson(core: SimulatorCore, row: SessionRow): Json {
  return sessionObject(row, statusOf(row, core.now()), core.options.checkoutUrl(row.id));
}

export async function createSession(core: SimulatorCore, body: Json): Promise<Json> {
  const items = body.line_items as Record<string, { price?: string }> | undefined;
  const price = core.price(String(items?.['0']?.price));
  if (typeof body.customer !== 'string') throw invalid('A customer is required in subscription mode.');
  const id = core.newId('cs');
  const userId = Number(body.client_reference_id);
  await insertSession(core.db, {
    id,
    customerId: body.customer,
    userId: core.options.recordsGoWithAccount && Number.isInteger(userId) ? userId : null,
    priceId: price.id,
    successUrl: String(body.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', () => id),
    cancelUrl: String(body.cancel_url ?? ''),
    expiresAt: new Date(core.now().getTime() + CHECKOUT_LIFETIME_MS),
  });
  return sessionJson(core, await sessionRow(core, id));
}

export async function retrieveSession(core: SimulatorCore, id: string): Promise<Json> {
  return sessionJson(core, await sessionRow(core, id));
}

export async function expireSession(core: SimulatorCore, id: string): Promise<Json> {
  const row = await sessionRow(core, id);
  const status = statusOf(row, core.now());
  if (status !== 'open') {
    throw invalid(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${status}".`,
    );
  }
  await updateSession(core.db, id, { status: 'expired' });
  return sessionJson(core, await sessionRow(core, id));
}

/**
 * The payment of an open session with a card the test bank accepted. Answers null when the
 * session is no longer open (paid already, or expired) or unknown.
 */
export async function payCheckout(
  core: SimulatorCore,
  sessionId: string,
  card: AcceptedCard,
): Promise<{ subscriptionId: string; invoiceId: string } | null> {
  const now = core.now();
  const result = await core.db.transaction(async (tx) => {
    const session = await findSession(tx, sessionId, true);
    if (!session || statusOf(session, now) !== 'open') return null;
    const price = core.price(session.priceId);
    const subscriptionId = core.newId('sub');
    const periodEnd = addCycle(now, price.cycle);
    await insertSubscription(tx, {
      id: subscriptionId,
      customerId: session.customerId,
      userId: session.userId,
      plan: price.plan,
      billingCycle: price.cycle,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      cardLast4: card.last4,
      cardFailsRenewals: card.failsLaterCharges,
    });
    const invoiceId = core.newId('in');
    await insertInvoice(tx, {
      id: invoiceId,
      subscriptionId,
      customerId: session.customerId,
      amount: price.unitAmount,
      status: 'paid',
      billingReason: 'subscription_create',
      plan: price.plan,
      billingCycle: price.cycle,
      periodStart: now,
      periodEnd,
      attempts: 1,
      paidAt: now,
    });
    await updateSession(tx, sessionId, { status: 'complete', subscriptionId, invoiceId });
    return { subscriptionId, invoiceId };
  });
  if (!result) return null;
  await core.send([
    { type: 'checkout.session.completed', objectId: sessionId, object: 'checkout.session' },
    { type: 'invoice.paid', objectId: result.invoiceId, object: 'invoice' },
  ]);
  return result;
}
