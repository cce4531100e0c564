/**
 * The built-in provider's test checkout (BILLING_PROVIDER=local): the page of an open session, and
 * its payment. A card the test bank refuses shows the page again with the card's message; a paid
 * one goes to the checkout-success page, whose call then confirms it. The payment is the billing
 * simulator's, whose events reach events-service.ts signed, like Stripe's webhooks.
 */
import { BILLING_MESSAGES, ENDPOINTS, ROUTES } from '@memeforge/contract';
import { checkTestCard, priceInCents, CURRENCY, type BillingSimulator } from '../../adapters/billing';
import { NotFound } from '../../domain-errors';
import type { BillingContext } from './context';
import { localCheckoutDonePage, localCheckoutPage } from './pages';
import { findCheckoutSession, findSubscriptionOfUser, findUserContact } from './store';

export type LocalCheckoutAnswer = { status: number; html: string } | { redirect: string };

/** The page exists only with the built-in provider; with Stripe, Stripe's checkout is the page. */
function simulatorOf(ctx: BillingContext): BillingSimulator {
  if (!ctx.simulator) throw new NotFound(BILLING_MESSAGES.checkoutSessionNotFound);
  return ctx.simulator;
}

const successUrl = (ctx: BillingContext, sessionId: string) =>
  `${ctx.publicUrl}${ROUTES['dashboard.billing.checkoutSuccess']}?session_id=${encodeURIComponent(sessionId)}`;

async function openSession(ctx: BillingContext, sessionId: string) {
  const simulator = simulatorOf(ctx);
  const record = await findCheckoutSession(ctx.db, sessionId);
  const session = record ? await ctx.provider.retrieveCheckoutSession(sessionId) : null;
  if (!record || !session) throw new NotFound(BILLING_MESSAGES.checkoutSessionNotFound);
  return { simulator, record, session };
}

function donePage(ctx: BillingContext, sessionId: string, complete: boolean): LocalCheckoutAnswer {
  return {
    status: complete ? 200 : 410,
    html: localCheckoutDonePage(
      BILLING_MESSAGES.allDone,
      complete
        ? { label: 'See your subscription', url: successUrl(ctx, sessionId) }
        : { label: 'Choose a plan', url: `${ctx.publicUrl}${ROUTES.subscription}` },
    ),
  };
}

export async function localCheckoutForm(
  ctx: BillingContext,
  sessionId: string,
  form?: {
    values: { number: string; expiry: string; cvc: string; name: string };
    error: { field: 'number' | 'expiry' | 'cvc'; message: string };
  },
): Promise<LocalCheckoutAnswer> {
  const { record, session } = await openSession(ctx, sessionId);
  if (session.status !== 'open') return donePage(ctx, sessionId, session.status === 'complete');
  const contact = await findUserContact(ctx.db, record.userId);
  return {
    status: form ? 402 : 200,
    html: localCheckoutPage({
      plan: record.plan,
      billingCycle: record.billingCycle,
      amount: priceInCents(record.plan, record.billingCycle),
      currency: CURRENCY,
      email: contact?.email ?? '',
      cancelUrl: `${ctx.publicUrl}${ROUTES['dashboard.billing.checkoutCancel']}`,
      action: ENDPOINTS.localCheckout(sessionId),
      ...(form ?? {}),
    }),
  };
}

/** The test payment: refused cards show the form again; a paid session goes to checkout success. */
export async function payLocalCheckout(
  ctx: BillingContext,
  sessionId: string,
  fields: Record<string, unknown>,
): Promise<LocalCheckoutAnswer> {
  const { simulator, record, session } = await openSession(ctx, sessionId);
  if (session.status !== 'open') return donePage(ctx, sessionId, session.status === 'complete');
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).slice(0, 100) : '');
  const values = { number: text('number'), expiry: text('expiry'), cvc: text('cvc'), name: text('name') };
  const checked = checkTestCard(values);
  if (!checked.ok) {
    return localCheckoutForm(ctx, sessionId, {
      values: { ...values, cvc: '' },
      error: { field: checked.field, message: checked.message },
    });
  }
  const current = await findSubscriptionOfUser(ctx.db, record.userId);
  if (current && current.status !== 'canceled') return donePage(ctx, sessionId, false);
  const paid = await simulator.payCheckout(sessionId, checked.card);
  if (!paid) return donePage(ctx, sessionId, false);
  return { redirect: successUrl(ctx, sessionId) };
}
