/**
 * The one simulation of the payment provider (decision 035): Stripe's HTTP API answered
 * in-process from records in the database, which the Stripe SDK reaches through its pluggable
 * fetch client (`fetch` below: no network, no port). The built-in provider (BILLING_PROVIDER=local)
 * is the Stripe adapter talking to it; tests of the Stripe adapter talk to one on a database of
 * its own. Subscription behaviour (proration, schedules, invoices, renewals) lives here and only
 * here. Its controls stand in for what a person or Stripe's clock does: paying a checkout (the
 * TEST PAYMENT page), ending a period (renewals), an outage of chosen calls; every change is
 * announced as an event signed in Stripe's scheme and handed to the sink, if one is connected
 * (the built-in provider's is the billing module's webhook handling).
 */
import { randomBytes } from 'node:crypto';
import type { BillingCycle, PlanKey } from '@memeforge/contract';
import type { Db } from '../../../db/types';
import { signPayload } from '../signature';
import { answerApiCall } from './api';
import type { AcceptedCard } from './cards';
import { payCheckout, retrieveSession } from './checkout';
import { wholeSeconds, type PendingEvent, type SimulatorCore, type SimulatorOptions } from './core';
import { advance, type AdvanceOptions } from './renewals';
import { dueSubscriptionIds, findInvoice } from './store';
import { StripeApiError, invalid, parseForm, type Json, type SimulatedPrice } from './stripe-objects';
import { cancelSubscription, retrieveInvoice, retrieveSubscription } from './subscriptions';

/** Where signed events go: the billing module's webhook handling, or a test capturing them. */
export type EventSink = (payload: string, signature: string) => Promise<unknown>;

const GOOD_CARD: AcceptedCard = { last4: '4242', failsLaterCharges: false };

export class BillingSimulator implements SimulatorCore {
  readonly options: SimulatorOptions;
  readonly db: Db;
  /** Every API call, `METHOD /v1/path`, in order (tests read it). */
  readonly calls: string[] = [];
  /** Each call's query string (the SDK sends a DELETE's parameters there), by `METHOD /v1/path`. */
  readonly queries = new Map<string, URLSearchParams>();
  readonly #failing = new Set<string>();
  readonly #byId = new Map<string, SimulatedPrice>();
  readonly #byPlan = new Map<string, SimulatedPrice>();
  #sink: EventSink | null = null;

  constructor(options: SimulatorOptions) {
    this.options = options;
    this.db = options.db;
    for (const price of options.prices) {
      this.#byId.set(price.id, price);
      this.#byPlan.set(`${price.plan}:${price.cycle}`, price);
    }
  }

  /** Stripe's API for the SDK's fetch client: the request answered here, as Stripe would answer it. */
  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const call = `${method} ${url.pathname}`;
    this.calls.push(call);
    this.queries.set(call, url.searchParams);
    let status = 200;
    let body: unknown;
    try {
      if (this.#failing.has(call)) {
        throw new StripeApiError(500, { type: 'api_error', message: 'An unknown error occurred' });
      }
      body = await answerApiCall(
        this,
        method,
        url.pathname,
        typeof init?.body === 'string' ? parseForm(init.body) : {},
      );
    } catch (error) {
      const failure =
        error instanceof StripeApiError
          ? error
          : new StripeApiError(500, { type: 'api_error', message: String(error) });
      if (!(error instanceof StripeApiError))
        this.options.logger.error({ err: error, call }, 'billing simulator failed');
      status = failure.status;
      body = { error: failure.body };
    }
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': `req_${randomBytes(8).toString('hex')}` },
    });
  };

  // ---- the core its parts share ----

  price(id: string): SimulatedPrice {
    const price = this.#byId.get(id);
    if (!price) throw invalid(`No such price: '${id}'`);
    return price;
  }

  priceOf(plan: PlanKey, cycle: BillingCycle): SimulatedPrice {
    const price = this.#byPlan.get(`${plan}:${cycle}`);
    if (!price) throw new Error(`The billing simulator sells no price for ${plan} ${cycle}`);
    return price;
  }

  now(): Date {
    return wholeSeconds(new Date());
  }

  newId(prefix: string): string {
    return `${prefix}_local_${randomBytes(12).toString('base64url')}`;
  }

  /**
   * Signs each event and hands it to the sink, in order, after the change is committed. A sink
   * that fails is logged, not answered to the caller: as at Stripe, the change stands, and the
   * billing module re-reads it on its next event or call.
   */
  async send(events: PendingEvent[]): Promise<void> {
    const sink = this.#sink;
    if (!sink) return;
    for (const event of events) {
      const { payload, signature } = this.event(event.type, { id: event.objectId, object: event.object });
      try {
        await sink(payload, signature);
      } catch (error) {
        this.options.logger.error({ err: error, event: event.type }, 'billing simulator: event not applied');
      }
    }
  }

  // ---- controls ----

  /** Connects the sink its events go to (set once by whoever builds it). */
  deliverEventsTo(sink: EventSink): void {
    this.#sink = sink;
  }

  /** An event as Stripe delivers it, signed with the webhook secret (at `timestamp`, unix seconds, if given). */
  event(
    type: string,
    object: { id: string; object: string },
    timestamp?: number,
  ): { payload: string; signature: string } {
    const payload = JSON.stringify({
      id: this.newId('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    return { payload, signature: signPayload(this.options.webhookSecret, payload, timestamp) };
  }

  /** The person pays the checkout with a card the test bank took; null when it is no longer open. */
  payCheckout(sessionId: string, card: AcceptedCard = GOOD_CARD) {
    return payCheckout(this, sessionId, card);
  }

  /** The end of a subscription's period (see renewals.ts). */
  advance(subscriptionId: string, options: AdvanceOptions = {}) {
    return advance(this, subscriptionId, options);
  }

  /** Subscriptions whose period has ended (the renewal cron's list). */
  dueSubscriptionIds(now: Date): Promise<string[]> {
    return dueSubscriptionIds(this.db, now);
  }

  /** Ends a subscription now without an API call, as Stripe ending it on its own (its word may be lost). */
  cancelNow(subscriptionId: string): Promise<Json> {
    return cancelSubscription(this, subscriptionId);
  }

  /** These calls (`DELETE /v1/subscriptions/sub_…`) answer Stripe's api_error 500 until called with none. */
  failCalls(...calls: string[]): void {
    this.#failing.clear();
    for (const call of calls) this.#failing.add(call);
  }

  /** The objects as the API shows them, read without an API call; null when there is none. */
  async checkoutSession(id: string): Promise<Json | null> {
    return orNull(retrieveSession(this, id));
  }

  async subscription(id: string): Promise<Json | null> {
    return orNull(retrieveSubscription(this, id));
  }

  async invoice(id: string): Promise<Json | null> {
    return (await findInvoice(this.db, id)) ? retrieveInvoice(this, id) : null;
  }
}

async function orNull(read: Promise<Json>): Promise<Json | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof StripeApiError && error.status === 404) return null;
    throw error;
  }
}
