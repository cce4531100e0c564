/**
 * The one place settings choose the billing provider (decision 026). The local provider keeps its
 * records in the database it is given; Stripe's are at Stripe (or at STRIPE_API_URL: the tests' double).
 */
import { ENDPOINTS } from '@memeforge/contract';
import type { Db } from '../../db/types';
import { LocalBillingProvider } from './local/local-provider';
import { StripeBillingProvider } from './stripe/stripe-provider';
import type { BillingSettings } from './settings';
import type { BillingProvider } from './types';

export * from './types';
export { LocalBillingProvider, type LocalEventSink } from './local/local-provider';
export { StripeBillingProvider } from './stripe/stripe-provider';
export { checkTestCard, FAILS_LATER_CHARGES, type AcceptedCard, type CardCheck } from './local/cards';
export { addCycle, allowanceOf, priceInCents, CURRENCY } from './proration';
export { signPayload, verifyPayload, SIGNATURE_TOLERANCE_SECONDS } from './signature';
export type { BillingSettings } from './settings';

export function createBillingProvider(settings: BillingSettings, deps: { db: Db; publicUrl: string }): BillingProvider {
  switch (settings.provider) {
    case 'local':
      return new LocalBillingProvider({
        db: deps.db,
        webhookSecret: settings.webhookSecret,
        publicUrl: deps.publicUrl,
        checkoutPath: ENDPOINTS.localCheckout,
      });
    case 'stripe':
      return new StripeBillingProvider(settings);
  }
}
