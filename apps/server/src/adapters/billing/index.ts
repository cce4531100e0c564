/**
 * The one place settings choose the billing provider (decisions 026 and 035): the Stripe adapter,
 * talking to Stripe, or to the built-in billing simulator on our own database (`local`).
 */
import type { Db } from '../../db/types';
import type { Logger } from '../../logger';
import { builtInBilling } from './built-in';
import type { BillingSimulator } from './simulator/simulator';
import { StripeBillingProvider } from './stripe/stripe-provider';
import type { BillingSettings } from './settings';
import type { BillingProvider } from './types';

export * from './types';
export { StripeBillingProvider } from './stripe/stripe-provider';
export { BillingSimulator, type EventSink } from './simulator/simulator';
export type { SimulatedPrice } from './simulator/stripe-objects';
export type { AdvanceOutcome } from './simulator/renewals';
export { builtInBilling, BUILT_IN_PRICES } from './built-in';
export { checkTestCard, FAILS_LATER_CHARGES, type AcceptedCard, type CardCheck } from './simulator/cards';
export { addCycle, allowanceOf, priceInCents, CURRENCY } from './proration';
export { signPayload, verifyPayload, SIGNATURE_TOLERANCE_SECONDS } from './signature';
export type { BillingSettings } from './settings';

/** The provider, and the simulator it talks to when it is the built-in one (null for Stripe). */
export function createBillingProvider(
  settings: BillingSettings,
  deps: { db: Db; publicUrl: string; logger: Logger },
): { provider: BillingProvider; simulator: BillingSimulator | null } {
  switch (settings.provider) {
    case 'local':
      return builtInBilling({ ...deps, webhookSecret: settings.webhookSecret });
    case 'stripe':
      return { provider: new StripeBillingProvider(settings), simulator: null };
  }
}
