import { useCallback, useRef, useState } from 'react';
import { BILLING_MESSAGES } from '@memeforge/contract';
import { ApiError } from '../../api';
import { toast } from '../../ui/toast';
import { browser } from './browser';
import { createCheckoutSession, priceIdFor, type PlanChoice } from './billing-api';

const TOAST_ID = 'billing-checkout';

/** What went wrong, in the server's words when it said something (a 4xx), for the toast's second line. */
export function failureDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
}

/**
 * Starting a checkout (docs/product.md §4.8 Checkout, §8.11 Billing): 'Redirecting to checkout...' while the
 * session is created, then the browser goes to its checkoutUrl. A plan with no price id fails
 * before the call, in the spec's words; a refused call says 'Failed to create checkout session.
 * Please try again.' with the server's reason. One checkout at a time.
 */
export function useCheckout() {
  const [pending, setPending] = useState<PlanChoice | null>(null);
  const busy = useRef(false);

  const start = useCallback(async (choice: PlanChoice) => {
    if (busy.current) return;
    busy.current = true;
    setPending(choice);
    const fail = (message: string, description?: string) => {
      toast.error(message, { id: TOAST_ID, ...(description ? { description } : {}) });
      busy.current = false;
      setPending(null);
    };
    try {
      toast.loading(BILLING_MESSAGES.redirectingToCheckout, { id: TOAST_ID });
      const priceId = await priceIdFor(choice);
      if (!priceId) {
        fail(BILLING_MESSAGES.missingPriceId(choice.plan, choice.cycle));
        return;
      }
      const session = await createCheckoutSession(choice, priceId);
      browser.go(session.checkoutUrl);
    } catch (error) {
      fail(BILLING_MESSAGES.checkoutFailed, failureDetail(error));
    }
  }, []);

  return { pending, start };
}
