/**
 * The simulator's records as Stripe's API shows them (the fields the Stripe adapter reads, in
 * Stripe's names and units: ids, unix seconds, cents), Stripe's error bodies, and its form
 * encoding read back into objects.
 */
import type { BillingCycle, PlanKey } from '@memeforge/contract';
import type { InvoiceRow, SessionRow, SubscriptionRow } from './store';

/** A price the simulator sells: its id, the plan and cycle it stands for, and its amount in cents. */
export interface SimulatedPrice {
  id: string;
  plan: PlanKey;
  cycle: BillingCycle;
  unitAmount: number;
}

export type Json = Record<string, unknown>;

export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Stripe's refusal: the HTTP status and the `error` object its SDK turns into a typed error. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string },
  ) {
    super(body.message);
  }
}

export const missing = (kind: string, id: string) =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });

export const invalid = (message: string) => new StripeApiError(400, { type: 'invalid_request_error', message });

/** Stripe's form encoding (`items[0][price]=…`) back into objects. */
export function parseForm(body: string): Json {
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

/** A subscription's schedule is named after it: one subscription has at most one. */
export const scheduleIdOf = (subscriptionId: string) => `sched_${subscriptionId}`;
export const subscriptionOfSchedule = (scheduleId: string) => scheduleId.replace(/^sched_/, '');

export function sessionObject(row: SessionRow, status: SessionRow['status'], url: string): Json {
  return {
    id: row.id,
    object: 'checkout.session',
    mode: 'subscription',
    customer: row.customerId,
    client_reference_id: row.userId === null ? null : String(row.userId),
    status,
    payment_status: status === 'complete' ? 'paid' : 'unpaid',
    subscription: row.subscriptionId,
    invoice: row.invoiceId,
    url: status === 'open' ? url : null,
    success_url: row.successUrl,
    cancel_url: row.cancelUrl,
    expires_at: seconds(row.expiresAt),
  };
}

const priceObject = (price: SimulatedPrice) => ({
  id: price.id,
  object: 'price',
  unit_amount: price.unitAmount,
  recurring: { interval: price.cycle },
});

export function subscriptionObject(row: SubscriptionRow, price: SimulatedPrice, latestInvoice: string | null): Json {
  return {
    id: row.id,
    object: 'subscription',
    customer: row.customerId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    latest_invoice: latestInvoice,
    schedule: row.pendingPlan ? scheduleIdOf(row.id) : null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${row.id}`,
          object: 'subscription_item',
          price: priceObject(price),
          current_period_start: seconds(row.currentPeriodStart),
          current_period_end: seconds(row.currentPeriodEnd),
        },
      ],
    },
  };
}

/** A subscription's schedule: this period, then the pending change from the period's end. */
export function scheduleObject(row: SubscriptionRow, price: SimulatedPrice, next: SimulatedPrice | null): Json {
  return {
    id: scheduleIdOf(row.id),
    object: 'subscription_schedule',
    subscription: row.id,
    status: 'active',
    end_behavior: 'release',
    phases: [
      {
        start_date: seconds(row.currentPeriodStart),
        end_date: seconds(row.currentPeriodEnd),
        items: [{ price: price.id, quantity: 1 }],
      },
      ...(next
        ? [{ start_date: seconds(row.currentPeriodEnd), end_date: null, items: [{ price: next.id, quantity: 1 }] }]
        : []),
    ],
  };
}

/** An invoice line: a charge, or (negative) the credit for a plan's unused time. */
export interface Line {
  amount: number;
  price: SimulatedPrice;
  start: Date;
  end: Date;
  proration: boolean;
}

export interface InvoiceView {
  id: string;
  customer: string;
  subscription: string;
  status: 'open' | 'paid';
  attempted: boolean;
  billingReason: string;
  amountDue: number;
  lines: Line[];
  paidAt: Date | null;
  created: Date;
  hostedUrl: string | null;
}

/**
 * A stored invoice's lines: the charge, and for an upgrade first the credit for the unused time
 * of the plan it left (the charge is what was due plus that credit).
 */
export function linesOf(row: InvoiceRow, priceOf: (plan: PlanKey, cycle: BillingCycle) => SimulatedPrice): Line[] {
  const charge: Line = {
    amount: row.amount + row.unusedCredit,
    price: priceOf(row.plan, row.billingCycle),
    start: row.periodStart,
    end: row.periodEnd,
    proration: row.billingReason === 'subscription_update',
  };
  if (!row.previousPlan || row.unusedCredit <= 0) return [charge];
  const credit: Line = {
    amount: -row.unusedCredit,
    price: priceOf(row.previousPlan, row.previousBillingCycle ?? row.billingCycle),
    start: row.periodStart,
    end: row.periodEnd,
    proration: true,
  };
  return [credit, charge];
}

export function invoiceObject(invoice: InvoiceView): Json {
  return {
    id: invoice.id,
    object: 'invoice',
    customer: invoice.customer,
    currency: 'usd',
    status: invoice.status,
    attempted: invoice.attempted,
    billing_reason: invoice.billingReason,
    amount_due: invoice.amountDue,
    amount_paid: invoice.status === 'paid' ? invoice.amountDue : 0,
    total: invoice.lines.reduce((sum, line) => sum + line.amount, 0),
    hosted_invoice_url: invoice.hostedUrl,
    status_transitions: { paid_at: invoice.paidAt ? seconds(invoice.paidAt) : null },
    parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscription } },
    lines: {
      object: 'list',
      data: invoice.lines.map((line, index) => ({
        id: `il_${invoice.id}_${index}`,
        object: 'line_item',
        amount: line.amount,
        currency: 'usd',
        period: { start: seconds(line.start), end: seconds(line.end) },
        pricing: { type: 'price_details', price_details: { price: line.price.id, product: 'prod_memeforge' } },
        parent: { type: 'subscription_item_details', subscription_item_details: { proration: line.proration } },
      })),
    },
    created: seconds(invoice.created),
  };
}
