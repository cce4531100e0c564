/**
 * Renewals with the built-in provider (Stripe renews on its own and tells us by webhook): the
 * cron job moves every subscription whose period ended to its next one, and the operator command
 * advances one account's period now, for support and tests. Each renewal is the simulator's end
 * of a period (adapters/billing/simulator/renewals.ts), whose signed events are applied like any
 * other.
 */
import { z } from 'zod';
import { InvalidInput, NotFound } from '../../domain-errors';
import { normalizeEmail } from '../users/store';
import { nowOf, type BillingContext } from './context';
import { findSubscriptionOfUser, findUserIdByEmail } from './store';

/** The cron job's work: every built-in subscription whose period has ended renews (or ends, if cancelled). */
export async function renewDueSubscriptions(ctx: BillingContext): Promise<Record<string, number>> {
  const simulator = ctx.simulator;
  const counts: Record<string, number> = {};
  if (!simulator) return counts;
  const now = nowOf(ctx);
  for (const id of await simulator.dueSubscriptionIds(now)) {
    try {
      const { outcome } = await simulator.advance(id, { now });
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    } catch (error) {
      ctx.logger.error({ err: error, subscriptionId: id }, 'local renewal failed');
      counts.error = (counts.error ?? 0) + 1;
    }
  }
  return counts;
}

export const AdvanceArgs = z.object({
  email: z.email('--email must be an e-mail address'),
  decline: z.boolean().optional(),
});

const OUTCOME_TEXT = {
  renewed: 'renewed: a new period started and its credits were set',
  payment_failed: 'the renewal payment was declined: the subscription is past due and its credits did not renew',
  canceled: 'ended: it was set to cancel at the end of the period, and the account is back on the free plan',
  retried: 'the past-due payment went through: the subscription is active and its credits renewed',
  nothing: 'nothing to do: the subscription has ended',
} as const;

/**
 * `billing advance --email E [--decline]`: ends the account's current period now, as if it had run
 * out: a renewal (charged; `--decline` makes the charge fail), the end of a cancelled subscription,
 * or, when past due, the retry of the failed payment.
 */
export async function advanceAccount(ctx: BillingContext, args: unknown): Promise<string> {
  const { email, decline } = AdvanceArgs.parse(args);
  const simulator = ctx.simulator;
  if (!simulator) {
    throw new InvalidInput(
      'billing advance works with the local provider only; with Stripe, use a test clock in the Stripe dashboard.',
    );
  }
  const userId = await findUserIdByEmail(ctx.db, normalizeEmail(email));
  if (userId === null) throw new NotFound(`No account with the e-mail ${email}.`);
  const subscription = await findSubscriptionOfUser(ctx.db, userId);
  if (!subscription || subscription.provider !== 'local') {
    throw new NotFound(`${email} has no subscription with the local provider.`);
  }
  const { outcome } = await simulator.advance(subscription.providerSubscriptionId, {
    now: nowOf(ctx),
    early: true,
    decline: decline === true,
  });
  const after = await findSubscriptionOfUser(ctx.db, userId);
  const period = after
    ? ` Period: ${after.currentPeriodStart.toISOString()} to ${after.currentPeriodEnd.toISOString()}.`
    : '';
  return `${email}: ${OUTCOME_TEXT[outcome]}.${period}`;
}
