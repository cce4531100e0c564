/**
 * The billing provider, on the official `stripe` SDK: Stripe itself (BILLING_PROVIDER=stripe), or
 * the built-in billing simulator answering Stripe's API in-process (BILLING_PROVIDER=local, its
 * records named 'local'; decision 035), so this is the only provider code. Checkout
 * Sessions in subscription mode with the account's customer, the customer portal, upgrades with
 * proration (quoted from Stripe's invoice preview), downgrades as a subscription schedule whose
 * next phase starts at the period's end, cancellation at the period's end (or at once, for an
 * account being deleted), and webhooks verified by the SDK against the raw body. Objects are
 * mapped onto the billing interface: periods from the subscription item, the subscription of an
 * invoice from its parent, plans from price ids.
 */
import Stripe from 'stripe';
import {
  BILLING_CYCLES,
  PLANS,
  type BillingCycle,
  type PlanKey,
  type SubscriptionStatus,
  type TransactionType,
} from '@memeforge/contract';
import type { StripeBillingSettings } from '../settings';
import { verifyPayload } from '../signature';
import {
  BillingProviderError,
  CardDeclinedError,
  WebhookSignatureError,
  type BillingEvent,
  type BillingProvider,
  type BillingProviderName,
  type CheckoutRequest,
  type ProviderChangePreview,
  type ProviderCheckoutSession,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../types';

type Plan = { plan: PlanKey; cycle: BillingCycle };

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Loose views of the objects: the fields read here, whatever the SDK's types of the day call them. */
interface SubscriptionItemView {
  id: string;
  price: { id: string };
  current_period_start: number;
  current_period_end: number;
}
interface LineView {
  amount: number;
  period?: { start: number; end: number };
  pricing?: { price_details?: { price?: string | { id: string } } } | null;
}

export class StripeBillingProvider implements BillingProvider {
  readonly name: BillingProviderName;
  readonly #stripe: Stripe;
  readonly #settings: StripeBillingSettings;
  readonly #plans = new Map<string, Plan>();

  /** `name` is what billing records say they came from: 'local' when this talks to the built-in simulator. */
  constructor(settings: StripeBillingSettings, name: BillingProviderName = 'stripe') {
    this.name = name;
    this.#settings = settings;
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.#stripe = new Stripe(settings.secretKey, {
      // In-process there is no network to retry over, and a retried change could be made twice.
      maxNetworkRetries: settings.api ? 0 : 2,
      timeout: 20_000,
      telemetry: false,
      ...(settings.api ? { httpClient: Stripe.createFetchHttpClient(settings.api) } : {}),
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const),
          }
        : {}),
    });
    for (const [key, priceId] of Object.entries(settings.prices)) {
      const [plan, cycle] = key.split(':') as [PlanKey, BillingCycle];
      if (priceId) this.#plans.set(priceId, { plan, cycle });
    }
  }

  priceIdFor(plan: PlanKey, cycle: BillingCycle): string | null {
    if (plan === 'free' || PLANS[plan].legacy || !BILLING_CYCLES.includes(cycle)) return null;
    return this.#settings.prices[`${plan}:${cycle}`] ?? null;
  }

  #planOf(priceId: string | null): Plan {
    const plan = priceId ? this.#plans.get(priceId) : undefined;
    if (!plan)
      throw new BillingProviderError(`Stripe price ${priceId} is not one of the configured STRIPE_PRICE_* settings`);
    return plan;
  }

  async createCustomer(input: { userId: number; email: string; name: string }): Promise<string> {
    const customer = await this.#call(() =>
      this.#stripe.customers.create({
        email: input.email,
        ...(input.name ? { name: input.name } : {}),
        metadata: { user_id: String(input.userId) },
      }),
    );
    return customer.id;
  }

  async createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string; expiresAt: Date }> {
    const session = await this.#call(() =>
      this.#stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: String(input.userId),
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { plan_key: input.plan, billing_cycle: input.billingCycle },
      }),
    );
    if (!session.url) throw new BillingProviderError('Stripe answered a checkout session without a URL');
    return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null> {
    const session = await this.#retrieve(() => this.#stripe.checkout.sessions.retrieve(id));
    if (!session) return null;
    const status = session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
    return {
      id: session.id,
      status,
      customerId: idOf(session.customer) ?? '',
      subscriptionId: idOf(session.subscription),
      invoiceId: idOf(session.invoice),
    };
  }

  async expireCheckoutSession(id: string): Promise<void> {
    await this.#call(() => this.#stripe.checkout.sessions.expire(id));
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription | null> {
    const subscription = await this.#retrieve(() => this.#stripe.subscriptions.retrieve(id));
    if (!subscription) return null;
    const item = subscription.items.data[0] as unknown as SubscriptionItemView | undefined;
    if (!item) throw new BillingProviderError(`Stripe subscription ${id} has no item`);
    const { plan, cycle } = this.#planOf(item.price.id);
    let pending: Plan | null = null;
    const scheduleId = idOf(subscription.schedule as string | { id: string } | null);
    if (scheduleId) {
      const schedule = await this.#call(() => this.#stripe.subscriptionSchedules.retrieve(scheduleId));
      const next = schedule.phases.find((phase) => phase.start_date >= item.current_period_end);
      const nextPrice = idOf(next?.items[0]?.price as string | { id: string } | undefined);
      if (nextPrice && nextPrice !== item.price.id) pending = this.#planOf(nextPrice);
    }
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      plan,
      billingCycle: cycle,
      status: mapStatus(subscription.status),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      currentPeriodStart: new Date(item.current_period_start * 1000),
      currentPeriodEnd: new Date(item.current_period_end * 1000),
      pendingPlan: pending?.plan ?? null,
      pendingBillingCycle: pending?.cycle ?? null,
      latestInvoiceId: idOf(subscription.latest_invoice),
    };
  }

  async retrieveInvoice(id: string): Promise<ProviderInvoice | null> {
    const invoice = await this.#retrieve(() => this.#stripe.invoices.retrieve(id));
    if (!invoice) return null;
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? null);
    if (!subscriptionId) return null;
    const lines = invoice.lines.data as unknown as LineView[];
    const priceOf = (line: LineView | undefined) => idOf(line?.pricing?.price_details?.price ?? null);
    const charged = lines.find((line) => line.amount >= 0) ?? lines[0];
    const credited = lines.find((line) => line.amount < 0);
    const { plan, cycle } = this.#planOf(priceOf(charged));
    const previous = credited ? this.#planOf(priceOf(credited)) : null;
    const reason: TransactionType =
      invoice.billing_reason === 'subscription_create'
        ? 'subscription_create'
        : invoice.billing_reason === 'subscription_cycle'
          ? 'subscription_cycle'
          : 'subscription_update';
    const paidAt = invoice.status_transitions?.paid_at;
    return {
      id: invoice.id!,
      subscriptionId,
      customerId: idOf(invoice.customer) ?? '',
      amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency,
      status:
        invoice.status === 'paid'
          ? 'paid'
          : invoice.status === 'void' || invoice.status === 'uncollectible'
            ? 'void'
            : 'open',
      attempted: invoice.attempted,
      billingReason: reason,
      plan,
      billingCycle: cycle,
      previousPlan: reason === 'subscription_update' ? (previous?.plan ?? null) : null,
      previousBillingCycle: reason === 'subscription_update' ? (previous?.cycle ?? null) : null,
      periodStart: new Date((charged?.period?.start ?? invoice.created) * 1000),
      periodEnd: new Date((charged?.period?.end ?? invoice.created) * 1000),
      paidAt: paidAt ? new Date(paidAt * 1000) : null,
      hostedUrl: invoice.hosted_invoice_url ?? null,
    };
  }

  async #item(subscriptionId: string): Promise<{ subscription: Stripe.Subscription; item: SubscriptionItemView }> {
    const subscription = await this.#call(() => this.#stripe.subscriptions.retrieve(subscriptionId));
    const item = subscription.items.data[0] as unknown as SubscriptionItemView | undefined;
    if (!item) throw new BillingProviderError(`Stripe subscription ${subscriptionId} has no item`);
    return { subscription, item };
  }

  async previewUpgrade(
    subscriptionId: string,
    plan: PlanKey,
    cycle: BillingCycle,
    now: Date,
  ): Promise<ProviderChangePreview> {
    const { subscription, item } = await this.#item(subscriptionId);
    const price = this.#requirePrice(plan, cycle);
    const invoice = await this.#call(() =>
      this.#stripe.invoices.createPreview({
        customer: idOf(subscription.customer) ?? undefined,
        subscription: subscriptionId,
        subscription_details: {
          items: [{ id: item.id, price }],
          proration_behavior: 'always_invoice',
          proration_date: Math.floor(now.getTime() / 1000),
        },
      }),
    );
    const lines = invoice.lines.data as unknown as LineView[];
    const unusedCredit = -lines.filter((line) => line.amount < 0).reduce((sum, line) => sum + line.amount, 0);
    const newCharge = lines.filter((line) => line.amount > 0).reduce((sum, line) => sum + line.amount, 0);
    return { amountDue: invoice.amount_due, unusedCredit, newCharge, currency: invoice.currency };
  }

  async changeSubscription(
    subscriptionId: string,
    plan: PlanKey,
    cycle: BillingCycle,
    when: 'now' | 'period_end',
  ): Promise<void> {
    const { subscription, item } = await this.#item(subscriptionId);
    const price = this.#requirePrice(plan, cycle);
    const scheduleId = idOf(subscription.schedule as string | { id: string } | null);
    if (when === 'now') {
      if (scheduleId) await this.#call(() => this.#stripe.subscriptionSchedules.release(scheduleId));
      await this.#call(() =>
        this.#stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price }],
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
          proration_date: Math.floor(Date.now() / 1000),
        }),
      );
      return;
    }
    const schedule = scheduleId
      ? await this.#call(() => this.#stripe.subscriptionSchedules.retrieve(scheduleId))
      : await this.#call(() => this.#stripe.subscriptionSchedules.create({ from_subscription: subscriptionId }));
    await this.#call(() =>
      this.#stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        phases: [
          {
            items: [{ price: item.price.id, quantity: 1 }],
            start_date: item.current_period_start,
            end_date: item.current_period_end,
          },
          { items: [{ price, quantity: 1 }], duration: { interval: cycle, interval_count: 1 } },
        ],
      }),
    );
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    const { subscription } = await this.#item(subscriptionId);
    const scheduleId = idOf(subscription.schedule as string | { id: string } | null);
    // A schedule holds the subscription's future; cancelling drops a scheduled downgrade with it.
    if (cancel && scheduleId) await this.#call(() => this.#stripe.subscriptionSchedules.release(scheduleId));
    await this.#call(() => this.#stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
  }

  /**
   * Stripe's cancel: the subscription ends now, with no final invoice and no proration (the period
   * paid for is not refunded, and pending prorations are dropped rather than billed later); Stripe
   * stops collecting its open invoices, and a schedule attached to it ends with it.
   */
  async cancelSubscriptionNow(subscriptionId: string): Promise<void> {
    await this.#call(() => this.#stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false }));
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.#call(() =>
      this.#stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return session.url;
  }

  /** Verified by the SDK's own check (signature.ts), then read: only the event's id, type and object id. */
  constructEvent(rawBody: string | Buffer, signatureHeader: string | undefined): BillingEvent {
    const event = (JSON.parse(verifyPayload(this.#settings.webhookSecret, rawBody, signatureHeader)) ?? {}) as {
      id?: unknown;
      type?: unknown;
      data?: { object?: { id?: unknown } };
    };
    const objectId = event.data?.object?.id;
    if (typeof event.id !== 'string' || typeof event.type !== 'string') throw new WebhookSignatureError('Not an event');
    if (typeof objectId !== 'string') throw new WebhookSignatureError('The event names no object');
    return { id: event.id, type: event.type, objectId };
  }

  #requirePrice(plan: PlanKey, cycle: BillingCycle): string {
    const price = this.priceIdFor(plan, cycle);
    if (!price) throw new BillingProviderError(`No Stripe price for ${plan} ${cycle}`);
    return price;
  }

  /** A retrieve that answers null for an object Stripe does not have. */
  async #retrieve<T>(call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw translate(error);
    }
  }

  async #call<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw translate(error);
    }
  }
}

function translate(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeCardError) return new CardDeclinedError(error.message);
  if (error instanceof Stripe.errors.StripeError) return new BillingProviderError(error.message);
  return error instanceof Error ? error : new Error(String(error));
}

function mapStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  if (status === 'active') return 'active';
  if (status === 'trialing') return 'trialing';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return 'past_due';
}
