/**
 * Billing for the signed-in person (decision 026): the catalogue with the provider's price ids,
 * checkout and its confirmation, the subscription, the proration quote and the plan change,
 * cancellation at the period's end and reopening, the portal and the transactions. The provider
 * is asked; what it answers is applied by events-service.ts, the same code its events run.
 */
import {
  BILLING_MESSAGES,
  ENDPOINTS,
  PLANS,
  ROUTES,
  catalogueWithPriceIds,
  planCycle,
  isUpgrade,
  type BillingCycle,
  type CheckoutSessionResponse,
  type CheckoutSuccessResponse,
  type PlanCatalogue,
  type PlanKey,
  type ProrationQuote,
  type ProrationQuoteQuery,
  type Subscription,
  type Transaction,
  type TransactionList,
  type TransactionStatus,
  type TransactionType,
  type UpdateSubscriptionRequest,
  type UpdateSubscriptionResponse,
} from '@memeforge/contract';
import { CardDeclinedError, allowanceOf, priceInCents, CURRENCY } from '../../adapters/billing';
import type { BillingTransactionRow, SubscriptionRow } from '../../db/schema';
import { Conflict, InvalidInput, NotFound, NotReady, Unavailable } from '../../domain-errors';
import { pagedAnswer } from '../../pagination';
import { nowOf, type BillingContext } from './context';
import { afterApplied, applySnapshot, snapshotOf } from './events-service';
import {
  findCheckoutSession,
  findCustomer,
  findSubscriptionOfUser,
  insertCheckoutSession,
  insertCustomer,
  listTransactions,
  lockUser,
  markSessionConfirmed,
} from './store';

export type { BillingContext } from './context';

export function planCatalogue(ctx: BillingContext): PlanCatalogue {
  return {
    provider: ctx.provider.name,
    plans: catalogueWithPriceIds((plan, cycle) => ctx.provider.priceIdFor(plan, cycle)),
  };
}

/** The price id that sells the plan, checked against the one the page sent; refuses before any provider call. */
function priceIdOf(ctx: BillingContext, plan: PlanKey, cycle: BillingCycle, given: string | undefined): string {
  const priceId = planCycle(plan, cycle) ? ctx.provider.priceIdFor(plan, cycle) : null;
  if (!priceId) throw new InvalidInput(BILLING_MESSAGES.missingPriceId(plan, cycle));
  if (given !== undefined && given !== priceId) throw new InvalidInput(BILLING_MESSAGES.priceMismatch);
  return priceId;
}

const LIVE = new Set<SubscriptionRow['status']>(['active', 'trialing', 'past_due']);

export function presentSubscription(row: SubscriptionRow): Subscription {
  const statusLabel =
    row.status === 'canceled'
      ? 'Cancelled'
      : row.status === 'past_due'
        ? 'Payment Failed'
        : row.cancelAtPeriodEnd
          ? 'Cancellation Scheduled'
          : row.status === 'trialing'
            ? 'Trial'
            : 'Active';
  const renews = row.status !== 'canceled' && !row.cancelAtPeriodEnd;
  return {
    subscriptionId: row.providerSubscriptionId,
    planKey: row.plan,
    billingCycle: row.billingCycle,
    status: row.status,
    statusLabel,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    pendingPlanKey: row.pendingPlan,
    pendingBillingCycle: row.pendingBillingCycle,
    nextRenewalCredits: renews
      ? allowanceOf(row.pendingPlan ?? row.plan, row.pendingBillingCycle ?? row.billingCycle)
      : 0,
  };
}

export async function currentSubscription(
  ctx: BillingContext,
  userId: number,
): Promise<{ subscription: Subscription | null }> {
  const row = await findSubscriptionOfUser(ctx.db, userId);
  return { subscription: row ? presentSubscription(row) : null };
}

/** The provider's customer of this account, created on first need and kept (one per account). */
async function customerOf(ctx: BillingContext, userId: number): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new NotFound(BILLING_MESSAGES.noSubscription);
    const known = await findCustomer(tx, userId, ctx.provider.name);
    if (known) return known;
    const customerId = await ctx.provider.createCustomer({ userId, email: user.email, name: user.name });
    await insertCustomer(tx, userId, ctx.provider.name, customerId);
    return customerId;
  });
}

export async function createCheckoutSession(
  ctx: BillingContext,
  userId: number,
  query: { stripe_price_id?: string | undefined; plan_key: PlanKey; billing_cycle: BillingCycle },
): Promise<CheckoutSessionResponse> {
  const priceId = priceIdOf(ctx, query.plan_key, query.billing_cycle, query.stripe_price_id);
  const current = await findSubscriptionOfUser(ctx.db, userId);
  if (current && LIVE.has(current.status)) throw new Conflict(BILLING_MESSAGES.alreadySubscribed);
  const customerId = await customerOf(ctx, userId);
  const session = await ctx.provider.createCheckoutSession({
    customerId,
    userId,
    plan: query.plan_key,
    billingCycle: query.billing_cycle,
    priceId,
    successUrl: `${ctx.publicUrl}${ROUTES['dashboard.billing.checkoutSuccess']}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${ctx.publicUrl}${ROUTES['dashboard.billing.checkoutCancel']}`,
  });
  await insertCheckoutSession(ctx.db, {
    id: session.id,
    userId,
    provider: ctx.provider.name,
    customerId,
    plan: query.plan_key,
    billingCycle: query.billing_cycle,
    priceId,
    url: session.url,
    expiresAt: session.expiresAt,
  });
  return { checkoutUrl: session.url, sessionId: session.id };
}

/**
 * The checkout-success call: the session is re-read from the provider and, once paid, applied
 * (the same code its events run, so whichever comes first grants and the other finds it done).
 * The first confirmation answers paymentSuccessful, any later one the 'credits already added' warning.
 */
export async function confirmCheckout(
  ctx: BillingContext,
  userId: number,
  sessionId: string,
): Promise<CheckoutSuccessResponse> {
  const record = await findCheckoutSession(ctx.db, sessionId);
  if (!record || record.userId !== userId) throw new NotFound(BILLING_MESSAGES.checkoutSessionNotFound);
  const session = await ctx.provider.retrieveCheckoutSession(sessionId);
  if (!session || session.status === 'expired') throw new InvalidInput(BILLING_MESSAGES.allDone);
  if (session.status !== 'complete' || !session.subscriptionId) {
    throw new NotReady(BILLING_MESSAGES.paymentNotCompleted);
  }
  const snapshot = await snapshotOf(ctx, session.subscriptionId, session.invoiceId);
  const { applied, first } = await ctx.db.transaction(async (tx) => ({
    applied: await applySnapshot(tx, ctx, snapshot),
    first: await markSessionConfirmed(tx, sessionId, {
      subscriptionId: session.subscriptionId,
      invoiceId: session.invoiceId,
    }),
  }));
  if (applied) await afterApplied(ctx, applied);
  return {
    message: first ? BILLING_MESSAGES.paymentSuccessful : BILLING_MESSAGES.creditsAlreadyAdded,
    subscriptionId: session.subscriptionId,
  };
}

function receiptUrl(ctx: BillingContext, row: BillingTransactionRow): string | null {
  if (row.status !== 'paid') return null;
  return row.hostedReceiptUrl ?? `${ctx.publicUrl}${ENDPOINTS.billingReceipt(row.id)}`;
}

export function presentTransaction(ctx: BillingContext, row: BillingTransactionRow): Transaction {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    type: row.type,
    planKey: row.plan,
    billingCycle: row.billingCycle,
    description: row.description,
    creditsGranted: row.creditsGranted,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    receiptUrl: receiptUrl(ctx, row),
  };
}

export async function transactions(
  ctx: BillingContext,
  userId: number,
  query: {
    page: number;
    page_size: number;
    status?: TransactionStatus | undefined;
    type?: TransactionType | undefined;
  },
): Promise<TransactionList> {
  const request = { page: query.page, pageSize: query.page_size };
  const { rows, total } = await listTransactions(
    ctx.db,
    userId,
    { status: query.status, type: query.type },
    { limit: request.pageSize, offset: (request.page - 1) * request.pageSize },
  );
  return pagedAnswer({
    path: ENDPOINTS.billingTransactions,
    query: { status: query.status, type: query.type, page_size: query.page_size },
    request,
    total,
    results: rows.map((row) => presentTransaction(ctx, row)),
  });
}

export async function billingPortal(ctx: BillingContext, userId: number): Promise<{ billingPortalUrl: string }> {
  const customerId = await findCustomer(ctx.db, userId, ctx.provider.name);
  if (!customerId) throw new InvalidInput(BILLING_MESSAGES.noSubscription);
  const returnUrl = `${ctx.publicUrl}${ROUTES['dashboard.billing.subscription']}`;
  return { billingPortalUrl: await ctx.provider.portalUrl(customerId, returnUrl) };
}

/** The subscription a change applies to: live, paid up and not ended. */
async function changeableSubscription(ctx: BillingContext, userId: number): Promise<SubscriptionRow> {
  const row = await findSubscriptionOfUser(ctx.db, userId);
  if (!row) throw new InvalidInput(BILLING_MESSAGES.noSubscription);
  if (row.status === 'canceled') throw new InvalidInput(BILLING_MESSAGES.subscriptionCanceled);
  return row;
}

/** Re-reads the subscription (and its newest invoice) from the provider and applies it now. */
async function refresh(ctx: BillingContext, userId: number, subscriptionId: string): Promise<Subscription> {
  const snapshot = await snapshotOf(ctx, subscriptionId, null);
  const applied = await ctx.db.transaction((tx) => applySnapshot(tx, ctx, snapshot));
  if (applied) await afterApplied(ctx, applied);
  const row = await findSubscriptionOfUser(ctx.db, userId);
  return presentSubscription(row!);
}

/**
 * After the provider has taken a change: the subscription re-read and applied, or, when that
 * re-read fails (the provider went down between the two calls), the subscription as stored with
 * a message that says the change was made. Answering the outage's 503 here would say "nothing was
 * changed" about a change that was made (and, for an upgrade, charged); the provider's event
 * applies it here when it arrives.
 */
async function afterProviderChange(
  ctx: BillingContext,
  userId: number,
  subscriptionId: string,
  message: string,
): Promise<{ message: string; subscription: Subscription }> {
  try {
    return { message, subscription: await refresh(ctx, userId, subscriptionId) };
  } catch (error) {
    if (!(error instanceof Unavailable)) throw error;
    const row = await findSubscriptionOfUser(ctx.db, userId);
    return { message: `${message} ${BILLING_MESSAGES.changeShowsShortly}`, subscription: presentSubscription(row!) };
  }
}

export async function scheduleCancellation(ctx: BillingContext, userId: number) {
  const row = await changeableSubscription(ctx, userId);
  if (!row.cancelAtPeriodEnd) await ctx.provider.setCancelAtPeriodEnd(row.providerSubscriptionId, true);
  return afterProviderChange(ctx, userId, row.providerSubscriptionId, BILLING_MESSAGES.cancellationScheduled);
}

export async function reopenSubscription(ctx: BillingContext, userId: number) {
  const row = await changeableSubscription(ctx, userId);
  if (!row.cancelAtPeriodEnd) throw new InvalidInput(BILLING_MESSAGES.nothingToReopen);
  await ctx.provider.setCancelAtPeriodEnd(row.providerSubscriptionId, false);
  return afterProviderChange(ctx, userId, row.providerSubscriptionId, BILLING_MESSAGES.subscriptionReopened);
}

const cycleWord = { month: 'monthly', year: 'yearly' } as const;
const planName = (plan: PlanKey, cycle: BillingCycle) => `${PLANS[plan].title} (${cycleWord[cycle]})`;

/** The change asked for, checked: a sellable plan, another one than now, on a paid-up subscription. */
async function plannedChange(
  ctx: BillingContext,
  userId: number,
  plan: PlanKey,
  cycle: BillingCycle,
  givenPriceId: string | undefined,
) {
  priceIdOf(ctx, plan, cycle, givenPriceId);
  const row = await changeableSubscription(ctx, userId);
  if (row.status === 'past_due') throw new InvalidInput(BILLING_MESSAGES.subscriptionPastDue);
  if (row.plan === plan && row.billingCycle === cycle) throw new InvalidInput(BILLING_MESSAGES.samePlan);
  const upgrade = isUpgrade({ plan: row.plan, cycle: row.billingCycle }, { plan, cycle });
  return { row, upgrade };
}

async function buildQuote(
  ctx: BillingContext,
  row: SubscriptionRow,
  plan: PlanKey,
  cycle: BillingCycle,
  upgrade: boolean,
): Promise<ProrationQuote> {
  const now = nowOf(ctx);
  const base = {
    currentPlanKey: row.plan,
    currentBillingCycle: row.billingCycle,
    newPlanKey: plan,
    newBillingCycle: cycle,
    nextAmount: priceInCents(plan, cycle),
    creditsPerPeriod: allowanceOf(plan, cycle),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
  };
  if (!upgrade) {
    return {
      ...base,
      change: 'downgrade',
      effective: 'period_end',
      effectiveAt: row.currentPeriodEnd.toISOString(),
      currency: CURRENCY,
      amountDue: 0,
      unusedCredit: 0,
      newCharge: 0,
      creditsNow: 0,
      lines: [],
    };
  }
  const preview = await ctx.provider.previewUpgrade(row.providerSubscriptionId, plan, cycle, now);
  return {
    ...base,
    change: 'upgrade',
    effective: 'now',
    effectiveAt: now.toISOString(),
    currency: preview.currency,
    amountDue: preview.amountDue,
    unusedCredit: preview.unusedCredit,
    newCharge: preview.newCharge,
    creditsNow: Math.max(0, allowanceOf(plan, cycle) - allowanceOf(row.plan, row.billingCycle)),
    lines: [
      { description: `Unused time on ${planName(row.plan, row.billingCycle)}`, amount: -preview.unusedCredit },
      {
        description:
          cycle === row.billingCycle
            ? `Remaining time on ${planName(plan, cycle)}`
            : `${planName(plan, cycle)}, a new period from today`,
        amount: preview.newCharge,
      },
    ],
  };
}

export async function prorationQuote(
  ctx: BillingContext,
  userId: number,
  query: ProrationQuoteQuery,
): Promise<ProrationQuote> {
  const { row, upgrade } = await plannedChange(
    ctx,
    userId,
    query.new_plan_key,
    query.new_billing_cycle,
    query.stripe_price_id,
  );
  return buildQuote(ctx, row, query.new_plan_key, query.new_billing_cycle, upgrade);
}

/** An upgrade is charged and takes effect now; a downgrade waits for the period's end. */
export async function updateSubscription(
  ctx: BillingContext,
  userId: number,
  body: UpdateSubscriptionRequest,
): Promise<UpdateSubscriptionResponse> {
  const { row, upgrade } = await plannedChange(ctx, userId, body.plan_key, body.billing_cycle, body.stripe_price_id);
  const quote = await buildQuote(ctx, row, body.plan_key, body.billing_cycle, upgrade);
  try {
    await ctx.provider.changeSubscription(
      row.providerSubscriptionId,
      body.plan_key,
      body.billing_cycle,
      upgrade ? 'now' : 'period_end',
    );
  } catch (error) {
    if (error instanceof CardDeclinedError) throw new InvalidInput(error.message);
    throw error;
  }
  const changed = await afterProviderChange(
    ctx,
    userId,
    row.providerSubscriptionId,
    BILLING_MESSAGES.subscriptionUpdated,
  );
  return { ...changed, quote };
}
