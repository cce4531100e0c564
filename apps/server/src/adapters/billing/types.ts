/**
 * The billing provider behind one interface (decisions 026 and 035): the Stripe adapter, talking to
 * Stripe or to the built-in billing simulator (`local`: a test checkout page at our own URL, its
 * records in its own tables). The billing module never names a vendor: it asks the provider for
 * sessions, subscriptions and invoices and applies what they say now, whatever order the events
 * came in.
 */
import type { BillingCycle, PlanKey, SubscriptionStatus, TransactionType } from '@memeforge/contract';

export type BillingProviderName = 'local' | 'stripe';

/** An event as the provider delivers it: which object changed; the object itself is re-read. */
export interface BillingEvent {
  id: string;
  type: BillingEventType | (string & {});
  /** The id of the checkout session, invoice or subscription the event is about. */
  objectId: string;
}

export const BILLING_EVENT_TYPES = [
  'checkout.session.completed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;
export type BillingEventType = (typeof BILLING_EVENT_TYPES)[number];

export interface ProviderCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  customerId: string;
  subscriptionId: string | null;
  invoiceId: string | null;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  plan: PlanKey;
  billingCycle: BillingCycle;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  pendingPlan: PlanKey | null;
  pendingBillingCycle: BillingCycle | null;
  /** The newest invoice, so a subscription event can bring its payment along. */
  latestInvoiceId: string | null;
}

export interface ProviderInvoice {
  id: string;
  subscriptionId: string;
  customerId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** paid, or open: not paid yet (`attempted`: a charge was tried and failed). */
  status: 'paid' | 'open' | 'void';
  attempted: boolean;
  billingReason: TransactionType;
  plan: PlanKey;
  billingCycle: BillingCycle;
  /** For a plan change: the plan it changed from (its credits are what was granted already). */
  previousPlan: PlanKey | null;
  previousBillingCycle: BillingCycle | null;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date | null;
  /** The provider's own receipt page, if it has one. */
  hostedUrl: string | null;
}

/** What a plan change would cost now: the module turns it into the contract's quote. */
export interface ProviderChangePreview {
  amountDue: number;
  unusedCredit: number;
  newCharge: number;
  currency: string;
}

export interface CheckoutRequest {
  customerId: string;
  userId: number;
  plan: PlanKey;
  billingCycle: BillingCycle;
  priceId: string;
  /** May hold `{CHECKOUT_SESSION_ID}`, replaced by the session's id. */
  successUrl: string;
  cancelUrl: string;
}

export interface BillingProvider {
  readonly name: BillingProviderName;
  /** The price id that sells this plan for this cycle, or null (legacy plans, the free plan). */
  priceIdFor(plan: PlanKey, cycle: BillingCycle): string | null;
  createCustomer(input: { userId: number; email: string; name: string }): Promise<string>;
  createCheckoutSession(input: CheckoutRequest): Promise<{ id: string; url: string; expiresAt: Date }>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  /** Closes an open checkout so it can no longer be paid (an account being deleted); throws if the provider refuses. */
  expireCheckoutSession(id: string): Promise<void>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  retrieveInvoice(id: string): Promise<ProviderInvoice | null>;
  /** The cost of an upgrade made now (downgrades wait for the period's end and cost nothing now). */
  previewUpgrade(subscriptionId: string, plan: PlanKey, cycle: BillingCycle, now: Date): Promise<ProviderChangePreview>;
  /** Upgrades now (charging the difference) or schedules a downgrade for the period's end. */
  changeSubscription(
    subscriptionId: string,
    plan: PlanKey,
    cycle: BillingCycle,
    when: 'now' | 'period_end',
  ): Promise<void>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /**
   * Ends the subscription now (an account being deleted, decision 027): no further charge, no
   * refund of the period paid for, a scheduled change dropped. Throws when the provider refuses.
   */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** Verifies a delivery against the raw body; throws WebhookSignatureError. */
  constructEvent(rawBody: string | Buffer, signatureHeader: string | undefined): BillingEvent;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** A charge the card refused: the message is the one the person sees. */
export class CardDeclinedError extends Error {
  override name = 'CardDeclinedError';
}

/** The provider could not be reached or refused the call for reasons of its own. */
export class BillingProviderError extends Error {
  override name = 'BillingProviderError';
}
