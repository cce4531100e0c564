/**
 * The app on the Stripe provider (the real SDK) with Stripe played by the billing simulator, in
 * process, on a database of its own, as Stripe keeps its records apart from ours: the same
 * simulation the built-in provider runs on (decision 035), with Stripe's hosted pages standing in
 * for ours and no webhook endpoint connected, so each test delivers the events it wants, signed
 * as Stripe signs them. `SimulatedStripe` names the controls in Stripe's terms.
 */
import { count } from 'drizzle-orm';
import { ENDPOINTS } from '@memeforge/contract';
import { BillingSimulator, type SimulatedPrice } from '../../adapters/billing';
import type { StripeBillingSettings } from '../../adapters/billing/settings';
import { localBillingCheckoutSessions } from '../../adapters/billing/simulator/schema';
import { createLogger } from '../../logger';
import { buildTestApp, type TestApp } from '../../test-support';
import { createTestDatabase } from '../../test-support/database';

/** The webhook signing secret of the simulated Stripe account. */
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_simulated_secret';

type Json = Record<string, unknown>;

/** What a person or Stripe's clock does at Stripe, and what the test may look at there. */
export class SimulatedStripe {
  constructor(readonly simulator: BillingSimulator) {}

  /** Every API call the app made, `METHOD /v1/path`. */
  get calls(): string[] {
    return this.simulator.calls;
  }

  /** Each call's query string, by `METHOD /v1/path`. */
  get queries(): Map<string, URLSearchParams> {
    return this.simulator.queries;
  }

  /** How many customers the app created. */
  customersCreated(): number {
    return this.calls.filter((call) => call === 'POST /v1/customers').length;
  }

  /** How many checkout sessions Stripe holds. */
  async sessionCount(): Promise<number> {
    const [row] = await this.simulator.db.select({ n: count() }).from(localBillingCheckoutSessions);
    return row?.n ?? 0;
  }

  /** Stripe is down for these calls until `failCalls()` is called with none. */
  failCalls(...calls: string[]): void {
    this.simulator.failCalls(...calls);
  }

  /** The person pays the checkout: a subscription starts with its first invoice paid. */
  async completeCheckout(sessionId: string, options: { failsLater?: boolean } = {}) {
    const failsLater = options.failsLater === true;
    const paid = await this.simulator.payCheckout(sessionId, {
      last4: failsLater ? '0341' : '4242',
      failsLaterCharges: failsLater,
    });
    if (!paid) {
      const status = (await this.simulator.checkoutSession(sessionId))?.status;
      throw new Error(`Checkout session ${sessionId} is ${String(status)}`);
    }
    return { subscription: paid.subscriptionId, invoice: paid.invoiceId };
  }

  /** The period ends: cancel, or apply a scheduled change and charge the next period (paid or declined). */
  async endPeriod(subscriptionId: string, options: { decline?: boolean } = {}): Promise<{ id: string } | null> {
    const { invoiceId } = await this.simulator.advance(subscriptionId, {
      early: true,
      decline: options.decline === true,
    });
    return invoiceId ? { id: invoiceId } : null;
  }

  /** Stripe's retry of an open invoice, paid this time. */
  async payInvoice(invoiceId: string): Promise<void> {
    const invoice = await this.simulator.invoice(invoiceId);
    const parent = invoice?.parent as { subscription_details: { subscription: string } } | undefined;
    if (!parent) throw new Error(`No invoice ${invoiceId}`);
    await this.simulator.advance(parent.subscription_details.subscription);
  }

  /** Stripe ends the subscription on its own (its word to us may be lost). */
  async endSubscription(subscriptionId: string): Promise<void> {
    await this.simulator.cancelNow(subscriptionId);
  }

  /** A webhook delivery as Stripe sends it, signed (at `timestamp`, unix seconds, if given). */
  event(type: string, object: { id: string; object: string }, timestamp?: number) {
    return this.simulator.event(type, object, timestamp);
  }

  /** A checkout session as Stripe's API shows it. */
  async session(id: string): Promise<Json> {
    return required(await this.simulator.checkoutSession(id), id);
  }

  /** A subscription as Stripe's API shows it. */
  async subscription(id: string): Promise<Json> {
    return required(await this.simulator.subscription(id), id);
  }
}

function required(object: Json | null, id: string): Json {
  if (!object) throw new Error(`Stripe has no ${id}`);
  return object;
}

/**
 * The app with the Stripe provider on the real SDK, whose API calls a fresh simulated Stripe
 * selling `prices` answers. Close both when done (`stop`).
 */
export async function startStripeTestApp(prices: SimulatedPrice[]) {
  const stripeDatabase = await createTestDatabase();
  const simulator = new BillingSimulator({
    db: stripeDatabase.db,
    prices,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    checkoutUrl: (sessionId) => `https://checkout.stripe.test/c/pay/${sessionId}`,
    hostedInvoiceUrl: (invoiceId) => `https://invoice.stripe.test/i/${invoiceId}`,
    portalUrl: () => `https://billing.stripe.test/p/session/${Math.random().toString(36).slice(2)}`,
    recordsGoWithAccount: false,
    logger: createLogger('silent'),
  });
  const billing: StripeBillingSettings = {
    provider: 'stripe',
    secretKey: 'sk_test_simulated',
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiUrl: undefined,
    prices: Object.fromEntries(prices.map((price) => [`${price.plan}:${price.cycle}`, price.id])),
    api: simulator.fetch,
  };
  const t = await buildTestApp({ billing });
  return {
    stripe: new SimulatedStripe(simulator),
    t,
    stop: async () => {
      await t.close();
      await stripeDatabase.close();
    },
  };
}

/** Delivers a signed event to the webhook endpoint, as Stripe does. */
export function deliverWebhook(t: TestApp, { payload, signature }: { payload: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: ENDPOINTS.billingWebhook,
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}
