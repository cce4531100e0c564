/**
 * Keeps every open tab in step with billing (the credits box, the free-plan banner,
 * 'Upgrade to Pro', the template gates and the premium levels switch the moment a payment lands).
 * The tab where a payment or plan change lands calls `billingChanged`: its queries are refetched
 * and the other tabs of this origin are told over a BroadcastChannel, and refetch theirs. Any tab
 * also re-reads the current package when it gets focus again (a renewal, a webhook, a change made
 * on another device).
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../session/queries';

export const BILLING_CHANNEL = 'memeforge.billing';
export const BILLING_CHANGED = 'billing-changed';
const PRORATION_QUOTES = ['billing', 'period-info'] as const;

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(BILLING_CHANNEL);
}

/**
 * A plan or its credits changed: refetch what is on screen (the package, the user, the gated
 * lists, the billing pages), and every other open tab does the same.
 */
export function billingChanged(client: QueryClient): Promise<void> {
  const channel = openChannel();
  if (channel) {
    channel.postMessage({ type: BILLING_CHANGED });
    channel.close();
  }
  return refetchAfterChange(client);
}

/**
 * Refetches everything but the plan-change quotes: a quote is for the plan the account had, so it
 * is dropped rather than asked again (the server would refuse it once the change is made); the
 * dialog asks for a fresh one when it opens.
 */
function refetchAfterChange(client: QueryClient): Promise<void> {
  client.removeQueries({ queryKey: PRORATION_QUOTES });
  return client.invalidateQueries();
}

/** Called once by the app: listens for other tabs' changes and refetches the package on focus. */
export function useBillingSync() {
  const client = useQueryClient();
  useEffect(() => {
    client.setQueryDefaults(sessionKeys.currentPackage, { refetchOnWindowFocus: 'always' });
    const channel = openChannel();
    if (!channel) return undefined;
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type === BILLING_CHANGED) void refetchAfterChange(client);
    };
    return () => channel.close();
  }, [client]);
}
