/**
 * The local billing provider (BILLING_PROVIDER=local, the default): a stand-in for Stripe that
 * needs no account and no network, so the whole flow works on a fresh machine. Its checkout is a
 * page of our own (a clearly marked TEST PAYMENT taking Stripe's test cards), its customers,
 * subscriptions and invoices live in its own tables (local_billing_*; checkout sessions in
 * billing_checkout_sessions, which it shares with the billing module), and every change it makes
 * is announced as an event signed with its secret in Stripe's scheme and handed to the same code
 * that handles Stripe's webhooks. Renewals happen when `advance` is called: by the billing
 * module's cron job, or by the operator command.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, lte, ne } from 'drizzle-orm';
import {
  BILLING_MESSAGES,
  PLANS,
  planCycle,
  type BillingCycle,
  type PlanKey,
  type TransactionType,
} from '@memeforge/contract';
import {
  billingCheckoutSessions,
  localBillingInvoices,
  localBillingSubscriptions,
  type LocalBillingInvoiceRow,
  type LocalBillingSubscriptionRow,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { addCycle, CURRENCY, priceInCents, prorateUpgrade } from '../proration';
import { signPayload, verifyPayload } from '../signature';
import {
  CardDeclinedError,
  WebhookSignatureError,
  type BillingEvent,
  type BillingEventType,
  type BillingProvider,
  type CheckoutRequest,
  type ProviderChangePreview,
  type ProviderCheckoutSession,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../types';
import type { AcceptedCard } from './cards';

export const LOCAL_CHECKOUT_LIFETIME_MS = 24 * 3_600_000;

/** Where the local provider's signed events go: the billing module's webhook handling. */
export type LocalEventSink = (payload: string, signatureHeader: string) => Promise<void>;

const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('base64url')}`;

interface PendingEvent {
  type: BillingEventType;
  objectId: string;
  object: 'checkout.session' | 'invoice' | 'subscription';
}

export interface LocalProviderOptions {
  db: Db;
  /** Signs the events this provider sends (and verifies those posted to the webhook endpoint). */
  webhookSecret: string;
  publicUrl: string;
  /** The local checkout page of a session (the billing module serves it). */
  checkoutPath: (sessionId: string) => string;
}

export class LocalBillingProvider implements BillingProvider {
  readonly name = 'local' as const;
  readonly #options: LocalProviderOptions;
  #sink: LocalEventSink | null = null;

  constructor(options: LocalProviderOptions) {
    this.#options = options;
  }

  /** Connects the provider to the code that applies its events (set once by the billing module). */
  deliverEventsTo(sink: LocalEventSink): void {
    this.#sink = sink;
  }

  priceIdFor(plan: PlanKey, cycle: BillingCycle): string | null {
    if (plan === 'free' || PLANS[plan].legacy || !planCycle(plan, cycle)) return null;
    return `price_local_${plan}_${cycle}`;
  }

  async createCustomer(): Promise<string> {
    return localId('cus');
  }

  async createCheckoutSession(_input: CheckoutRequest): Promise<{ id: string; url: string; expiresAt: Date }> {
    const id = localId('cs');
    return {
      id,
      url: `${this.#options.publicUrl}${this.#options.checkoutPath(id)}`,
      expiresAt: new Date(Date.now() + LOCAL_CHECKOUT_LIFETIME_MS),
    };
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    const [row] = await this.#options.db
      .select()
      .from(billingCheckoutSessions)
      .where(and(eq(billingCheckoutSessions.id, id), eq(billingCheckoutSessions.provider, 'local')));
    if (!row) return null;
    const expired = row.status === 'open' && row.expiresAt.getTime() <= Date.now();
    return {
      id: row.id,
      status: expired ? 'expired' : row.status,
      customerId: row.customerId,
      subscriptionId: row.providerSubscriptionId,
      invoiceId: row.providerInvoiceId,
    };
  }

  /** The test checkout page refuses an expired session; a session paid or expired already is left as it is. */
  async expireCheckoutSession(id: string): Promise<void> {
    await this.#options.db
      .update(billingCheckoutSessions)
      .set({ status: 'expired' })
      .where(
        and(
          eq(billingCheckoutSessions.id, id),
          eq(billingCheckoutSessions.provider, 'local'),
          eq(billingCheckoutSessions.status, 'open'),
        ),
      );
  }

  /**
   * The test checkout's payment: starts the subscription with its first period and a paid invoice,
   * marks the session complete, then sends checkout.session.completed and invoice.paid. Answers
   * null when the session is no longer open (paid already, or expired).
   */
  async completeCheckout(
    sessionId: string,
    card: AcceptedCard,
    now = new Date(),
  ): Promise<{ subscriptionId: string } | null> {
    const result = await this.#options.db.transaction(async (tx) => {
      const [session] = await tx
        .select()
        .from(billingCheckoutSessions)
        .where(and(eq(billingCheckoutSessions.id, sessionId), eq(billingCheckoutSessions.provider, 'local')))
        .for('update');
      if (!session || session.status !== 'open' || session.expiresAt <= now) return null;
      const subscriptionId = localId('sub');
      const periodEnd = addCycle(now, session.billingCycle);
      await tx.insert(localBillingSubscriptions).values({
        id: subscriptionId,
        customerId: session.customerId,
        userId: session.userId,
        plan: session.plan,
        billingCycle: session.billingCycle,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        cardLast4: card.last4,
        cardFailsRenewals: card.failsLaterCharges,
      });
      const invoiceId = localId('in');
      await tx.insert(localBillingInvoices).values({
        id: invoiceId,
        subscriptionId,
        customerId: session.customerId,
        amount: priceInCents(session.plan, session.billingCycle),
        currency: CURRENCY,
        status: 'paid',
        billingReason: 'subscription_create',
        plan: session.plan,
        billingCycle: session.billingCycle,
        periodStart: now,
        periodEnd,
        attempts: 1,
        paidAt: now,
      });
      await tx
        .update(billingCheckoutSessions)
        .set({
          status: 'complete',
          completedAt: now,
          providerSubscriptionId: subscriptionId,
          providerInvoiceId: invoiceId,
        })
        .where(eq(billingCheckoutSessions.id, sessionId));
      return { subscriptionId, invoiceId };
    });
    if (!result) return null;
    await this.#send([
      { type: 'checkout.session.completed', objectId: sessionId, object: 'checkout.session' },
      { type: 'invoice.paid', objectId: result.invoiceId, object: 'invoice' },
    ]);
    return { subscriptionId: result.subscriptionId };
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    const [row] = await this.#options.db
      .select()
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.id, id));
    if (!row) return null;
    const [latest] = await this.#options.db
      .select({ id: localBillingInvoices.id })
      .from(localBillingInvoices)
      .where(eq(localBillingInvoices.subscriptionId, id))
      .orderBy(desc(localBillingInvoices.createdAt), desc(localBillingInvoices.id))
      .limit(1);
    return toSubscription(row, latest?.id ?? null);
  }

  async retrieveInvoice(id: string): Promise<ProviderInvoice | null> {
    const [row] = await this.#options.db.select().from(localBillingInvoices).where(eq(localBillingInvoices.id, id));
    return row ? toInvoice(row) : null;
  }

  async previewUpgrade(
    subscriptionId: string,
    plan: PlanKey,
    cycle: BillingCycle,
    now: Date,
  ): Promise<ProviderChangePreview> {
    const row = await this.#subscription(subscriptionId);
    return prorateUpgrade(
      {
        plan: row.plan,
        billingCycle: row.billingCycle,
        periodStart: row.currentPeriodStart,
        periodEnd: row.currentPeriodEnd,
      },
      { plan, billingCycle: cycle },
      now,
    );
  }

  async changeSubscription(
    subscriptionId: string,
    plan: PlanKey,
    cycle: BillingCycle,
    when: 'now' | 'period_end',
    now = new Date(),
  ): Promise<void> {
    const events: PendingEvent[] = [];
    await this.#options.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(localBillingSubscriptions)
        .where(eq(localBillingSubscriptions.id, subscriptionId))
        .for('update');
      if (!row) throw new Error(`No local subscription ${subscriptionId}`);
      if (when === 'period_end') {
        await tx
          .update(localBillingSubscriptions)
          .set({ pendingPlan: plan, pendingBillingCycle: cycle })
          .where(eq(localBillingSubscriptions.id, subscriptionId));
      } else {
        if (row.cardFailsRenewals) throw new CardDeclinedError(BILLING_MESSAGES.cardDeclined);
        const preview = prorateUpgrade(
          {
            plan: row.plan,
            billingCycle: row.billingCycle,
            periodStart: row.currentPeriodStart,
            periodEnd: row.currentPeriodEnd,
          },
          { plan, billingCycle: cycle },
          now,
        );
        // A new billing cycle starts a new period now (as Stripe does); the same cycle keeps the period.
        const restart = cycle !== row.billingCycle;
        const periodStart = restart ? now : row.currentPeriodStart;
        const periodEnd = restart ? addCycle(now, cycle) : row.currentPeriodEnd;
        await tx
          .update(localBillingSubscriptions)
          .set({
            plan,
            billingCycle: cycle,
            currentPeriodStart: periodStart,
            currentPeriodEnd: periodEnd,
            pendingPlan: null,
            pendingBillingCycle: null,
          })
          .where(eq(localBillingSubscriptions.id, subscriptionId));
        const invoiceId = localId('in');
        await tx.insert(localBillingInvoices).values({
          id: invoiceId,
          subscriptionId,
          customerId: row.customerId,
          amount: preview.amountDue,
          currency: CURRENCY,
          status: 'paid',
          billingReason: 'subscription_update',
          plan,
          billingCycle: cycle,
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
    events.push({ type: 'customer.subscription.updated', objectId: subscriptionId, object: 'subscription' });
    await this.#send(events);
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    await this.#options.db
      .update(localBillingSubscriptions)
      .set({ cancelAtPeriodEnd: cancel })
      .where(eq(localBillingSubscriptions.id, subscriptionId));
    await this.#send([{ type: 'customer.subscription.updated', objectId: subscriptionId, object: 'subscription' }]);
  }

  /** Ends the subscription at once, as Stripe's cancel does: no refund, nothing renews; a no-op once it has ended. */
  async cancelSubscriptionNow(subscriptionId: string): Promise<void> {
    const ended = await this.#options.db
      .update(localBillingSubscriptions)
      .set({ status: 'canceled', pendingPlan: null, pendingBillingCycle: null })
      .where(and(eq(localBillingSubscriptions.id, subscriptionId), ne(localBillingSubscriptions.status, 'canceled')))
      .returning({ id: localBillingSubscriptions.id });
    if (ended.length === 0) {
      await this.#subscription(subscriptionId); // throws for a subscription this provider never had
      return;
    }
    await this.#send([{ type: 'customer.subscription.deleted', objectId: subscriptionId, object: 'subscription' }]);
  }

  async portalUrl(_customerId: string, returnUrl: string): Promise<string> {
    // The local provider has no portal of its own: the subscription page is where plans change.
    return returnUrl;
  }

  constructEvent(rawBody: string | Buffer, signatureHeader: string | undefined): BillingEvent {
    const payload = verifyPayload(this.#options.webhookSecret, rawBody, signatureHeader);
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      throw new WebhookSignatureError('The payload is not JSON');
    }
    const event = parsed as { id?: unknown; type?: unknown; data?: { object?: { id?: unknown } } };
    const objectId = event.data?.object?.id;
    if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof objectId !== 'string') {
      throw new WebhookSignatureError('Not an event');
    }
    return { id: event.id, type: event.type, objectId };
  }

  /** Local subscriptions whose period has ended and that still renew or end (the cron job's list). */
  async dueSubscriptionIds(now: Date): Promise<string[]> {
    const rows = await this.#options.db
      .select({ id: localBillingSubscriptions.id })
      .from(localBillingSubscriptions)
      .where(
        and(
          inArray(localBillingSubscriptions.status, ['active', 'trialing']),
          lte(localBillingSubscriptions.currentPeriodEnd, now),
        ),
      )
      .orderBy(asc(localBillingSubscriptions.currentPeriodEnd))
      .limit(500);
    return rows.map((row) => row.id);
  }

  /**
   * Moves a subscription to its next period, as the end of a period does at Stripe. A past-due
   * subscription retries its open invoice; one set to cancel ends; otherwise a pending downgrade
   * applies, a new period starts (at the old end, or now when `early` advances it ahead of time)
   * and its invoice is charged: paid, or declined (past due). `decline` makes this charge fail.
   */
  async advance(
    subscriptionId: string,
    options: { now?: Date; early?: boolean; decline?: boolean } = {},
  ): Promise<'renewed' | 'payment_failed' | 'canceled' | 'retried' | 'nothing'> {
    const now = options.now ?? new Date();
    const events: PendingEvent[] = [];
    const outcome = await this.#options.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(localBillingSubscriptions)
        .where(eq(localBillingSubscriptions.id, subscriptionId))
        .for('update');
      if (!row || row.status === 'canceled') return 'nothing' as const;
      const declines = options.decline === true || row.cardFailsRenewals;
      if (row.status === 'past_due') {
        const [open] = await tx
          .select()
          .from(localBillingInvoices)
          .where(and(eq(localBillingInvoices.subscriptionId, row.id), eq(localBillingInvoices.status, 'open')))
          .orderBy(desc(localBillingInvoices.createdAt))
          .limit(1);
        if (!open) return 'nothing' as const;
        if (declines) {
          await tx
            .update(localBillingInvoices)
            .set({ attempts: open.attempts + 1 })
            .where(eq(localBillingInvoices.id, open.id));
          events.push({ type: 'invoice.payment_failed', objectId: open.id, object: 'invoice' });
          return 'payment_failed' as const;
        }
        await tx
          .update(localBillingInvoices)
          .set({ status: 'paid', paidAt: now, attempts: open.attempts + 1 })
          .where(eq(localBillingInvoices.id, open.id));
        await tx
          .update(localBillingSubscriptions)
          .set({ status: 'active' })
          .where(eq(localBillingSubscriptions.id, row.id));
        events.push({ type: 'invoice.paid', objectId: open.id, object: 'invoice' });
        events.push({ type: 'customer.subscription.updated', objectId: row.id, object: 'subscription' });
        return 'retried' as const;
      }
      if (!options.early && row.currentPeriodEnd > now) return 'nothing' as const;
      if (row.cancelAtPeriodEnd) {
        await tx
          .update(localBillingSubscriptions)
          .set({ status: 'canceled' })
          .where(eq(localBillingSubscriptions.id, row.id));
        events.push({ type: 'customer.subscription.deleted', objectId: row.id, object: 'subscription' });
        return 'canceled' as const;
      }
      const plan = row.pendingPlan ?? row.plan;
      const cycle = row.pendingBillingCycle ?? row.billingCycle;
      const periodStart = options.early && row.currentPeriodEnd > now ? now : row.currentPeriodEnd;
      const periodEnd = addCycle(periodStart, cycle);
      const invoiceId = localId('in');
      await tx.insert(localBillingInvoices).values({
        id: invoiceId,
        subscriptionId: row.id,
        customerId: row.customerId,
        amount: priceInCents(plan, cycle),
        currency: CURRENCY,
        status: declines ? 'open' : 'paid',
        billingReason: 'subscription_cycle',
        plan,
        billingCycle: cycle,
        periodStart,
        periodEnd,
        attempts: 1,
        paidAt: declines ? null : now,
      });
      await tx
        .update(localBillingSubscriptions)
        .set({
          plan,
          billingCycle: cycle,
          pendingPlan: null,
          pendingBillingCycle: null,
          currentPeriodStart: periodStart,
          currentPeriodEnd: periodEnd,
          status: declines ? 'past_due' : 'active',
        })
        .where(eq(localBillingSubscriptions.id, row.id));
      events.push({
        type: declines ? 'invoice.payment_failed' : 'invoice.paid',
        objectId: invoiceId,
        object: 'invoice',
      });
      events.push({ type: 'customer.subscription.updated', objectId: row.id, object: 'subscription' });
      return declines ? ('payment_failed' as const) : ('renewed' as const);
    });
    await this.#send(events);
    return outcome;
  }

  /** The newest local subscription of a customer (the operator command finds accounts by it). */
  async subscriptionIdOfCustomer(customerId: string): Promise<string | null> {
    const [row] = await this.#options.db
      .select({ id: localBillingSubscriptions.id })
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.customerId, customerId))
      .orderBy(desc(localBillingSubscriptions.createdAt))
      .limit(1);
    return row?.id ?? null;
  }

  /** Signs each event and hands it to the sink, in order, after the changes are committed. */
  async #send(events: PendingEvent[]): Promise<void> {
    if (!this.#sink) throw new Error('The local billing provider has nowhere to deliver its events');
    for (const event of events) {
      const payload = JSON.stringify({
        id: localId('evt'),
        object: 'event',
        type: event.type,
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: event.objectId, object: event.object } },
      });
      await this.#sink(payload, signPayload(this.#options.webhookSecret, payload));
    }
  }

  async #subscription(id: string): Promise<LocalBillingSubscriptionRow> {
    const [row] = await this.#options.db
      .select()
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.id, id));
    if (!row) throw new Error(`No local subscription ${id}`);
    return row;
  }
}

function toSubscription(row: LocalBillingSubscriptionRow, latestInvoiceId: string | null): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    plan: row.plan,
    billingCycle: row.billingCycle,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    pendingPlan: row.pendingPlan,
    pendingBillingCycle: row.pendingBillingCycle,
    latestInvoiceId,
  };
}

function toInvoice(row: LocalBillingInvoiceRow): ProviderInvoice {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    customerId: row.customerId,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    attempted: row.attempts > 0,
    billingReason: row.billingReason as TransactionType,
    plan: row.plan,
    billingCycle: row.billingCycle,
    previousPlan: row.previousPlan,
    previousBillingCycle: row.previousBillingCycle,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    paidAt: row.paidAt,
    hostedUrl: null,
  };
}
