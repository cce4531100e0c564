/**
 * What the simulator's parts share: its settings, its price list, its clock and ids, and the
 * events a change announces (sent once the change is committed).
 */
import type { BillingCycle, PlanKey } from '@memeforge/contract';
import type { Db } from '../../../db/types';
import type { Logger } from '../../../logger';
import type { BillingEventType } from '../types';
import type { SimulatedPrice } from './stripe-objects';

export interface SimulatorOptions {
  db: Db;
  /** What it sells. */
  prices: SimulatedPrice[];
  /** Signs its events, in Stripe's scheme. */
  webhookSecret: string;
  /** Where a person pays a checkout session (our TEST PAYMENT page, or a stand-in for Stripe's). */
  checkoutUrl: (sessionId: string) => string;
  /** An invoice's page at the provider; null: none (the built-in provider's receipts are ours). */
  hostedInvoiceUrl: (invoiceId: string) => string | null;
  /** The billing portal (our subscription page, or a stand-in for Stripe's). */
  portalUrl: (returnUrl: string) => string;
  /**
   * Whether its records name the account (from the checkout's client_reference_id), so they are
   * deleted with it (the built-in provider, in the accounts' database; decision 027), or stand
   * apart as Stripe's do (where it stands for Stripe in tests, on a database of its own).
   */
  recordsGoWithAccount: boolean;
  logger: Logger;
}

export interface PendingEvent {
  type: BillingEventType;
  objectId: string;
  object: 'checkout.session' | 'invoice' | 'subscription';
}

export interface SimulatorCore {
  readonly options: SimulatorOptions;
  readonly db: Db;
  /** The price with this id; a 400 in Stripe's words for one it does not sell. */
  price(id: string): SimulatedPrice;
  /** The price that sells this plan for this cycle. */
  priceOf(plan: PlanKey, cycle: BillingCycle): SimulatedPrice;
  /** Now, in whole seconds as Stripe keeps time. */
  now(): Date;
  newId(prefix: string): string;
  /** Announces committed changes, in order. */
  send(events: PendingEvent[]): Promise<void>;
}

/** Stripe's times are whole seconds. */
export const wholeSeconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);
