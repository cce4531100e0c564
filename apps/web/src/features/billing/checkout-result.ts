/**
 * The checkout success page's logic (docs/product.md §4.8 Checkout, §8.11 Billing): the session the provider sent
 * the browser back with is confirmed once per visit. A first confirmation with a subscriptionId is
 * a success ('Payment successful! Your subscription has been updated.'); a message containing
 * 'credits already added' is a warning; an expired session says the all-done message; anything
 * else 'Failed to confirm payment. Please contact support.'. Whatever the answer, the plan and
 * credits are refetched here and in every other open tab.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BILLING_MESSAGES } from '@memeforge/contract';
import { ApiError } from '../../api';
import { toast } from '../../ui/toast';
import { useRunOnce } from '../auth/use-run-once';
import { confirmCheckout } from './billing-api';
import { billingChanged } from './billing-sync';

export type CheckoutResult =
  | { state: 'confirming' }
  | { state: 'success'; message: string; subscriptionId: string }
  | { state: 'already'; message: string; subscriptionId: string }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string; detail?: string };

export const ALREADY_ADDED = 'credits already added';

export function isAlreadyAdded(message: string): boolean {
  return message.toLowerCase().includes(ALREADY_ADDED);
}

/** Reads an answer (or a failure) of the checkout-success call as what the page shows. */
export function checkoutResultOf(
  outcome: { message: string; subscriptionId: string } | { error: unknown },
): CheckoutResult {
  if ('error' in outcome) {
    const { error } = outcome;
    if (error instanceof ApiError && error.status === 400 && error.message === BILLING_MESSAGES.allDone) {
      return { state: 'done', message: BILLING_MESSAGES.allDone };
    }
    const detail = error instanceof ApiError && error.status < 500 ? error.message : undefined;
    return { state: 'failed', message: BILLING_MESSAGES.confirmPaymentFailed, ...(detail ? { detail } : {}) };
  }
  if (isAlreadyAdded(outcome.message)) return { state: 'already', ...outcome };
  if (!outcome.subscriptionId) return { state: 'failed', message: BILLING_MESSAGES.paymentConfirmationFailed };
  return { state: 'success', ...outcome };
}

function announce(result: CheckoutResult) {
  if (result.state === 'success') toast.success(BILLING_MESSAGES.paymentSuccessful);
  else if (result.state === 'already') toast.warning(result.message);
  else if (result.state === 'done') toast.info(result.message);
  else if (result.state === 'failed') toast.error(result.message, result.detail ? { description: result.detail } : {});
}

/** Confirms `sessionId` once (StrictMode's double effect included) and toasts the outcome. */
export function useCheckoutConfirmation(sessionId: string | null): CheckoutResult {
  const client = useQueryClient();
  const [result, setResult] = useState<CheckoutResult>(() =>
    sessionId ? { state: 'confirming' } : { state: 'failed', message: BILLING_MESSAGES.paymentConfirmationFailed },
  );
  useRunOnce(() => {
    if (!sessionId) {
      toast.error(BILLING_MESSAGES.paymentConfirmationFailed);
      return;
    }
    void confirmCheckout(sessionId)
      .then(
        (answer) => checkoutResultOf(answer),
        (error: unknown) => checkoutResultOf({ error }),
      )
      .then(async (next) => {
        setResult(next);
        announce(next);
        await billingChanged(client);
      });
  });
  return result;
}
