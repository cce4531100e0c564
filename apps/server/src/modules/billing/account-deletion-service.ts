/**
 * Billing's step in deleting an account (decisions 026 and 027): before anything of the account
 * is deleted, a live subscription (active, trialing, past due, or with its cancellation scheduled)
 * is ended at the provider at once — not at the period's end, and without a refund — and the
 * provider's answer recorded here, as every other change is (re-read, then applied). Checkouts
 * never confirmed here are asked about too: an open one is closed (it could be paid after the
 * account is gone), a paid one's subscription ended. If the provider cannot be reached or
 * refuses, this throws, so nothing is deleted while the account could still be charged, and the
 * person is asked to try again.
 */
import { ACCOUNT_MESSAGES } from '@memeforge/contract';
import type { UserRow } from '../../db/schema';
import { Unavailable } from '../../domain-errors';
import type { CancelSubscriptionFirst } from '../users/account-deletion-service';
import type { BillingContext } from './context';
import { afterApplied, applySnapshot, snapshotOf } from './events-service';
import { findSubscriptionOfUser, unconfirmedCheckoutSessions } from './store';

/** What the step did at the provider: the subscriptions it ended and the open checkouts it closed. */
export interface DeletionCancellation {
  canceled: string[];
  expiredCheckouts: string[];
}

export async function cancelSubscriptionForDeletion(
  ctx: BillingContext,
  userId: number,
): Promise<DeletionCancellation> {
  const row = await findSubscriptionOfUser(ctx.db, userId);
  const live = row && row.status !== 'canceled' ? row : null;
  if (live && live.provider !== ctx.provider.name && live.provider !== 'local') {
    // A real subscription this server cannot reach (BILLING_PROVIDER was changed): never delete
    // an account that may still be charged; the operator cancels it at the provider first.
    ctx.logger.error(
      { userId, subscriptionId: live.providerSubscriptionId, provider: live.provider },
      'account deletion refused: its subscription is at a provider this server is not configured for',
    );
    throw new Unavailable(ACCOUNT_MESSAGES.subscriptionNotCancelled);
  }
  // (A subscription of the local TEST provider, left from before a switch, never charged anyone.)
  const mirrored = live && live.provider === ctx.provider.name ? live.providerSubscriptionId : null;

  const done: DeletionCancellation = { canceled: [], expiredCheckouts: [] };
  try {
    // A checkout still open could be paid after the account is gone, and one paid whose word never
    // reached us started a subscription we do not know: close the first, end the second.
    const subscriptionIds = new Set(mirrored ? [mirrored] : []);
    for (const sessionId of await unconfirmedCheckoutSessions(ctx.db, userId, ctx.provider.name)) {
      const session = await ctx.provider.retrieveCheckoutSession(sessionId);
      if (session?.status === 'open') {
        await ctx.provider.expireCheckoutSession(sessionId);
        done.expiredCheckouts.push(sessionId);
      } else if (session?.status === 'complete' && session.subscriptionId) {
        subscriptionIds.add(session.subscriptionId);
      }
    }
    for (const subscriptionId of subscriptionIds) {
      const current = await ctx.provider.retrieveSubscription(subscriptionId);
      // Ended at the provider (or gone from it) already, the word not yet here: nothing to charge.
      if (!current || current.status === 'canceled') continue;
      await ctx.provider.cancelSubscriptionNow(subscriptionId);
      done.canceled.push(subscriptionId);
    }
  } catch (error) {
    ctx.logger.error(
      { err: error, userId, subscriptionId: mirrored },
      'could not cancel the subscription of an account being deleted; the account was kept',
    );
    throw new Unavailable(ACCOUNT_MESSAGES.subscriptionNotCancelled);
  }

  if (mirrored) {
    // Recorded as every change is: re-read and applied (the plan back to free), so the account is
    // right even if the deletion after this step fails. The provider has ended the subscription,
    // so a failure here does not stop the deletion; its event will tell us.
    try {
      const snapshot = await snapshotOf(ctx, mirrored, null);
      const applied = await ctx.db.transaction((tx) => applySnapshot(tx, ctx, snapshot));
      if (applied) await afterApplied(ctx, applied);
    } catch (error) {
      ctx.logger.warn(
        { err: error, userId, subscriptionId: mirrored },
        'subscription ended, its new state not recorded',
      );
    }
  }
  if (done.canceled.length > 0 || done.expiredCheckouts.length > 0) {
    ctx.logger.info({ userId, ...done }, 'billing ended at the provider for the deletion of its account');
  }
  return done;
}

/** The `cancelSubscriptionFirst` step of account deletion, on this billing context. */
export function cancelSubscriptionBeforeDeletion(ctx: BillingContext): CancelSubscriptionFirst {
  return async (user: UserRow) => {
    await cancelSubscriptionForDeletion(ctx, user.id);
  };
}
