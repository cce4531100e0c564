/**
 * A local HTTP double of the Stripe API, enough for the billing module's Stripe provider driven by
 * the real `stripe` SDK: customers, checkout sessions (subscription mode) and their expiry,
 * subscriptions and their updates with proration, cancellation at once (DELETE), subscription
 * schedules (a downgrade at the period's end), invoices, invoice previews and billing portal
 * sessions. Test controls stand in for what a person or the clock does at Stripe: paying a
 * checkout, ending a period (paid or declined), an outage of chosen calls, and signing webhook
 * events with the SDK's own test header helper. Listens on 127.0.0.1; `close()` stops it.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface DoublePrice {
  unitAmount: number;
  interval: 'month' | 'year';
}

type Json = Record<string, unknown>;

interface Sub {
  id: string;
  customer: string;
  status: 'active' | 'past_due' | 'canceled' | 'trialing';
  cancel_at_period_end: boolean;
  itemId: string;
  price: string;
  start: number;
  end: number;
  latest_invoice: string | null;
  schedule: string | null;
  failsLater: boolean;
}

interface Line {
  amount: number;
  price: string;
  start: number;
  end: number;
  proration: boolean;
}

interface Inv {
  id: string;
  customer: string;
  subscription: string;
  status: 'paid' | 'open';
  attempted: boolean;
  billing_reason: string;
  lines: Line[];
  paid_at: number | null;
  created: number;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const seconds = (date = new Date()) => Math.floor(date.getTime() / 1000);

function addInterval(start: number, interval: 'month' | 'year'): number {
  const date = new Date(start * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return seconds(date);
}

/** Stripe's form encoding (`items[0][price]=…`) back into objects. */
function parseForm(body: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Json = out;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return out;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

export class StripeDouble {
  readonly customers = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Sub>();
  readonly invoices = new Map<string, Inv>();
  readonly schedules = new Map<string, { id: string; subscription: string; nextPrice: string | null }>();
  /** Every call: method and path. */
  readonly calls: string[] = [];
  /** Every call's query string (the SDK sends a DELETE's parameters there), by `method path`. */
  readonly queries = new Map<string, URLSearchParams>();
  /** Calls (`method path`) answered with Stripe's api_error 500, as in an outage (see `failCalls`). */
  readonly #failing = new Set<string>();
  #server: Server | null = null;
  url = '';

  constructor(
    readonly prices: Record<string, DoublePrice>,
    readonly webhookSecret: string,
  ) {}

  async start(): Promise<this> {
    this.#server = createServer((request, response) => {
      void this.#handle(request).then(
        (body) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        },
        (error: unknown) => {
          const failure =
            error instanceof StripeError ? error : new StripeError(500, { type: 'api_error', message: String(error) });
          response.writeHead(failure.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: failure.body }));
        },
      );
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  // ---- test controls ----

  /** The person pays the checkout: a subscription starts with its first invoice paid. */
  completeCheckout(
    sessionId: string,
    options: { failsLater?: boolean } = {},
  ): { subscription: string; invoice: string } {
    const session = this.sessions.get(sessionId)!;
    if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${String(session.status)}`);
    const price = session.price as string;
    const start = seconds();
    const sub: Sub = {
      id: id('sub'),
      customer: session.customer as string,
      status: 'active',
      cancel_at_period_end: false,
      itemId: id('si'),
      price,
      start,
      end: addInterval(start, this.prices[price]!.interval),
      latest_invoice: null,
      schedule: null,
      failsLater: options.failsLater === true,
    };
    this.subscriptions.set(sub.id, sub);
    const invoice = this.#invoice(sub, 'subscription_create', [
      { amount: this.prices[price]!.unitAmount, price, start: sub.start, end: sub.end, proration: false },
    ]);
    this.#pay(invoice);
    Object.assign(session, { status: 'complete', subscription: sub.id, invoice: invoice.id, payment_status: 'paid' });
    return { subscription: sub.id, invoice: invoice.id };
  }

  /** The period ends: cancel, or apply a scheduled change and charge the next period (paid or declined). */
  endPeriod(subscriptionId: string, options: { decline?: boolean } = {}): Inv | null {
    const sub = this.subscriptions.get(subscriptionId)!;
    if (sub.cancel_at_period_end) {
      sub.status = 'canceled';
      return null;
    }
    const schedule = sub.schedule ? this.schedules.get(sub.schedule) : undefined;
    if (schedule?.nextPrice) {
      sub.price = schedule.nextPrice;
      this.schedules.delete(schedule.id);
      sub.schedule = null;
    }
    sub.start = sub.end;
    sub.end = addInterval(sub.start, this.prices[sub.price]!.interval);
    const invoice = this.#invoice(sub, 'subscription_cycle', [
      {
        amount: this.prices[sub.price]!.unitAmount,
        price: sub.price,
        start: sub.start,
        end: sub.end,
        proration: false,
      },
    ]);
    invoice.attempted = true;
    if (options.decline || sub.failsLater) sub.status = 'past_due';
    else this.#pay(invoice);
    return invoice;
  }

  /** Stripe's retry of an open invoice, paid this time. */
  payInvoice(invoiceId: string): void {
    const invoice = this.invoices.get(invoiceId)!;
    this.#pay(invoice);
    const sub = this.subscriptions.get(invoice.subscription)!;
    sub.status = 'active';
  }

  /** A webhook delivery as Stripe sends it, signed with the SDK's test header helper. */
  event(
    type: string,
    object: { id: string; object: string },
    timestamp?: number,
  ): { payload: string; signature: string } {
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      created: seconds(),
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.webhookSecret,
      ...(timestamp === undefined ? {} : { timestamp }),
    });
    return { payload, signature };
  }

  /** Stripe is down for these calls (`DELETE /v1/subscriptions/sub_…`) until `failCalls()` is called with none. */
  failCalls(...calls: string[]): void {
    this.#failing.clear();
    for (const call of calls) this.#failing.add(call);
  }

  // ---- the API ----

  async #handle(request: IncomingMessage): Promise<unknown> {
    const url = new URL(request.url ?? '/', 'http://double');
    const path = url.pathname;
    const method = request.method ?? 'GET';
    this.calls.push(`${method} ${path}`);
    this.queries.set(`${method} ${path}`, url.searchParams);
    if (this.#failing.has(`${method} ${path}`)) {
      throw new StripeError(500, { type: 'api_error', message: 'An unknown error occurred' });
    }
    const body = method === 'POST' ? parseForm(await readBody(request)) : {};
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: body.email,
        name: body.name,
        metadata: body.metadata ?? {},
      };
      this.customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const lineItems = body.line_items as Record<string, { price: string }>;
      const price = lineItems['0']!.price;
      if (!this.prices[price])
        throw new StripeError(400, { type: 'invalid_request_error', message: `No such price: '${price}'` });
      const sessionId = id('cs_test');
      const session: Json = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode,
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        invoice: null,
        price,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        success_url: String(body.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId),
        cancel_url: body.cancel_url,
        expires_at: seconds() + 86_400,
      };
      this.sessions.set(sessionId, session);
      return session;
    }
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      return this.#found(this.sessions.get(match[1]!), 'checkout session', match[1]!);
    }
    if (method === 'POST' && (match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
      const session = this.#found(this.sessions.get(match[1]!), 'checkout session', match[1]!);
      if (session.status !== 'open') {
        throw new StripeError(400, {
          type: 'invalid_request_error',
          message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
        });
      }
      Object.assign(session, { status: 'expired', url: null });
      return session;
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = this.#found(this.subscriptions.get(match[1]!), 'subscription', match[1]!);
      if (method === 'POST') this.#updateSubscription(sub, body);
      if (method === 'DELETE') this.#cancelSubscription(sub);
      return this.#subscriptionJson(sub);
    }
    if (method === 'GET' && (match = /^\/v1\/invoices\/([^/]+)$/.exec(path))) {
      return this.#invoiceJson(this.#found(this.invoices.get(match[1]!), 'invoice', match[1]!));
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      const sub = this.#found(
        this.subscriptions.get(String(body.subscription)),
        'subscription',
        String(body.subscription),
      );
      const details = body.subscription_details as {
        items: Record<string, { price: string }>;
        proration_date?: string;
      };
      const price = details.items['0']!.price;
      const lines = this.#proration(sub, price, Number(details.proration_date ?? seconds()));
      return this.#invoiceJson({
        id: 'upcoming',
        customer: sub.customer,
        subscription: sub.id,
        status: 'open',
        attempted: false,
        billing_reason: 'subscription_update',
        lines,
        paid_at: null,
        created: seconds(),
      });
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return {
        id: id('bps'),
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/p/session/${id('x')}`,
        return_url: body.return_url,
      };
    }
    if (method === 'POST' && path === '/v1/subscription_schedules') {
      const sub = this.#found(
        this.subscriptions.get(String(body.from_subscription)),
        'subscription',
        String(body.from_subscription),
      );
      const schedule = { id: id('sub_sched'), subscription: sub.id, nextPrice: null };
      this.schedules.set(schedule.id, schedule);
      sub.schedule = schedule.id;
      return this.#scheduleJson(schedule);
    }
    if ((match = /^\/v1\/subscription_schedules\/([^/]+)(\/release)?$/.exec(path))) {
      const schedule = this.#found(this.schedules.get(match[1]!), 'subscription schedule', match[1]!);
      if (method === 'POST' && match[2]) {
        this.schedules.delete(schedule.id);
        this.subscriptions.get(schedule.subscription)!.schedule = null;
        return { ...this.#scheduleJson(schedule), status: 'released' };
      }
      if (method === 'POST') {
        const phases = body.phases as Record<string, { items: Record<string, { price: string }> }>;
        schedule.nextPrice = phases['1']?.items['0']?.price ?? null;
      }
      return this.#scheduleJson(schedule);
    }
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path})`,
    });
  }

  #found<T>(value: T | undefined, kind: string, key: string): T {
    if (!value)
      throw new StripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${kind}: '${key}'`,
      });
    return value;
  }

  #updateSubscription(sub: Sub, body: Json) {
    if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
    const items = body.items as Record<string, { id?: string; price: string }> | undefined;
    if (!items) return;
    const price = items['0']!.price;
    if (sub.failsLater) {
      throw new StripeError(402, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
    }
    const now = Number(body.proration_date ?? seconds());
    const lines = this.#proration(sub, price, now);
    const previous = sub.price;
    sub.price = price;
    if (this.prices[price]!.interval !== this.prices[previous]!.interval) {
      sub.start = now;
      sub.end = addInterval(now, this.prices[price]!.interval);
    }
    const invoice = this.#invoice(sub, 'subscription_update', lines);
    this.#pay(invoice);
  }

  /** Stripe's cancel: the subscription ends now; a canceled one cannot be canceled again; its schedule ends. */
  #cancelSubscription(sub: Sub) {
    if (sub.status === 'canceled') {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        message: 'A canceled subscription can only update its cancellation_details and metadata.',
      });
    }
    sub.status = 'canceled';
    if (sub.schedule) this.schedules.delete(sub.schedule);
    sub.schedule = null;
  }

  /** Stripe's proration: the unused time of the old price credited, the new price charged. */
  #proration(sub: Sub, price: string, now: number): Line[] {
    const fraction = Math.max(0, Math.min(1, (sub.end - now) / (sub.end - sub.start)));
    const old = this.prices[sub.price]!;
    const next = this.prices[price]!;
    const restart = next.interval !== old.interval;
    return [
      { amount: -Math.round(old.unitAmount * fraction), price: sub.price, start: now, end: sub.end, proration: true },
      {
        amount: restart ? next.unitAmount : Math.round(next.unitAmount * fraction),
        price,
        start: now,
        end: restart ? addInterval(now, next.interval) : sub.end,
        proration: !restart,
      },
    ];
  }

  #invoice(sub: Sub, reason: string, lines: Line[]): Inv {
    const invoice: Inv = {
      id: id('in'),
      customer: sub.customer,
      subscription: sub.id,
      status: 'open',
      attempted: false,
      billing_reason: reason,
      lines,
      paid_at: null,
      created: seconds(),
    };
    this.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  #pay(invoice: Inv) {
    invoice.status = 'paid';
    invoice.attempted = true;
    invoice.paid_at = seconds();
  }

  #subscriptionJson(sub: Sub) {
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      cancel_at_period_end: sub.cancel_at_period_end,
      latest_invoice: sub.latest_invoice,
      schedule: sub.schedule,
      items: {
        object: 'list',
        data: [
          {
            id: sub.itemId,
            object: 'subscription_item',
            price: { id: sub.price, object: 'price', recurring: { interval: this.prices[sub.price]!.interval } },
            current_period_start: sub.start,
            current_period_end: sub.end,
          },
        ],
      },
    };
  }

  #invoiceJson(invoice: Inv) {
    const total = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
    const due = Math.max(0, total);
    return {
      id: invoice.id,
      object: 'invoice',
      customer: invoice.customer,
      currency: 'usd',
      status: invoice.status,
      attempted: invoice.attempted,
      billing_reason: invoice.billing_reason,
      amount_due: due,
      amount_paid: invoice.status === 'paid' ? due : 0,
      total,
      hosted_invoice_url: `https://invoice.stripe.test/i/${invoice.id}`,
      status_transitions: { paid_at: invoice.paid_at },
      parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscription } },
      lines: {
        object: 'list',
        data: invoice.lines.map((line, index) => ({
          id: `il_${invoice.id}_${index}`,
          object: 'line_item',
          amount: line.amount,
          currency: 'usd',
          period: { start: line.start, end: line.end },
          pricing: { type: 'price_details', price_details: { price: line.price, product: 'prod_memeforge' } },
          parent: { type: 'subscription_item_details', subscription_item_details: { proration: line.proration } },
        })),
      },
      created: invoice.created,
    };
  }

  #scheduleJson(schedule: { id: string; subscription: string; nextPrice: string | null }) {
    const sub = this.subscriptions.get(schedule.subscription)!;
    return {
      id: schedule.id,
      object: 'subscription_schedule',
      subscription: sub.id,
      status: 'active',
      end_behavior: 'release',
      phases: [
        { start_date: sub.start, end_date: sub.end, items: [{ price: sub.price, quantity: 1 }] },
        ...(schedule.nextPrice
          ? [{ start_date: sub.end, end_date: null, items: [{ price: schedule.nextPrice, quantity: 1 }] }]
          : []),
      ],
    };
  }
}
