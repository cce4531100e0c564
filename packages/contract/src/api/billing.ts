/**
 * Billing calls (docs/product.md §7.7 and §8): the plan catalogue with the provider's
 * price ids, checkout, its confirmation, the transactions list, the portal, cancellation at the
 * period's end and reopening, the proration quote and the plan change. Amounts are in the
 * currency's minor unit (cents) with the ISO currency code beside them; dates are ISO 8601.
 * Request fields keep the spec's snake_case names (`stripe_price_id`, `plan_key`,
 * `billing_cycle`), answers its camelCase ones (`checkoutUrl`, `subscriptionId`).
 */
import { z } from 'zod';
import { BillingCycleSchema, PlanKeySchema } from '../plans';

/** The spec's billing messages (§8 Billing), word for word, and ours in the same voice. */
export const BILLING_MESSAGES = {
  redirectingToCheckout: 'Redirecting to checkout...',
  checkoutFailed: 'Failed to create checkout session. Please try again.',
  /** Ours: the payment provider was down or refused the call for reasons of its own (503). */
  providerUnavailable:
    'We could not reach our payment provider just now. Nothing was charged or changed; please try again in a few minutes.',
  paymentSuccessful: 'Payment successful! Your subscription has been updated.',
  paymentConfirmationFailed: 'Payment confirmation failed.',
  confirmPaymentFailed: 'Failed to confirm payment. Please contact support.',
  allDone: "You're all done here! You've either completed your payment or this checkout session has timed out.",
  cancellationScheduled: 'Your subscription has been scheduled for cancellation.',
  cancellationFailed: 'Failed to schedule cancellation. Please try again.',
  prorationFailed: 'Failed to fetch proration. Please try again.',
  subscriptionUpdated: 'Subscription updated successfully.',
  /** Ours: the provider took a change but could not be asked for the result just after. */
  changeShowsShortly: 'It may take a minute to show here.',
  subscriptionUpdateFailed: 'Failed to update subscription. Please try again.',
  /** The spec's 'No {provider} price ID found for plan ... with billing cycle ...'. */
  missingPriceId: (plan: string, cycle: string) =>
    `No Stripe price ID found for plan ${plan} with billing cycle ${cycle}`,
  /** A second confirmation of the same checkout: the web app shows it as a warning (docs/product.md §4.8). */
  creditsAlreadyAdded: 'Payment already confirmed: credits already added to your balance.',
  // Our words.
  priceMismatch: 'This price does not belong to that plan and billing cycle.',
  planNotOffered: 'This plan is no longer offered. Please choose another one.',
  checkoutSessionNotFound: 'Checkout session not found.',
  paymentNotCompleted: 'This checkout has not been paid yet.',
  alreadySubscribed:
    'You already have a subscription. Change your plan from the subscription page instead of checking out again.',
  noSubscription: 'You have no subscription to change. Choose a plan first.',
  samePlan: 'You are already on this plan and billing cycle.',
  subscriptionCanceled: 'This subscription has ended. Choose a plan to subscribe again.',
  subscriptionPastDue: 'Your last payment failed. Update your payment method before changing your plan.',
  cancellationAlreadyScheduled: 'Your subscription is already scheduled for cancellation.',
  subscriptionReopened: 'Your subscription will continue. The cancellation was removed.',
  nothingToReopen: 'Your subscription is not scheduled for cancellation.',
  cardDeclined: 'Your card was declined.',
  cardNumberInvalid: 'Your card number is incorrect.',
  cardExpiryInvalid: "Your card's expiration date is incorrect.",
  cardExpired: 'Your card has expired.',
  cardCvcInvalid: "Your card's security code is incorrect.",
  webhookSignatureInvalid: 'The webhook signature is not valid.',
  transactionNotFound: 'Transaction not found.',
  changeAtPeriodEnd: (plan: string, date: string) =>
    `Your plan will change to ${plan} at the end of the current period (${date}).`,
} as const;

/** A plan's price for one billing cycle, with the provider's price id (null: not for sale here). */
export const PlanCycleSchema = z.object({
  price: z.number().nonnegative(),
  credits: z.number().int().nonnegative(),
  stripe_price_id: z.string().nullable(),
  billing_cycle: z.string(),
  properties: z.array(z.string()),
  discount: z
    .object({
      type: z.literal('months_free'),
      value: z.literal(2),
      savings: z.number(),
      originalPrice: z.number(),
    })
    .optional(),
});

export const PlanSchema = z.object({
  title: z.string(),
  plan_key: PlanKeySchema,
  legacy: z.boolean(),
  cycles: z.object({ month: PlanCycleSchema.optional(), year: PlanCycleSchema.optional() }),
});

/**
 * GET /billing/plans/ (our addition): the catalogue with the price ids of the configured provider.
 * Legacy plans are listed with null price ids: shown to the people on them, never sold.
 */
export const PlanCatalogueSchema = z
  .object({ provider: z.enum(['local', 'stripe']), plans: z.array(PlanSchema) })
  .meta({ id: 'PlanCatalogue' });
export type PlanCatalogue = z.infer<typeof PlanCatalogueSchema>;

/** GET /billing/checkout-session/create/ query. A given price id must be the plan's. */
export const CheckoutSessionQuerySchema = z.object({
  stripe_price_id: z.string().trim().min(1).max(200).optional(),
  plan_key: PlanKeySchema,
  billing_cycle: BillingCycleSchema,
});
export type CheckoutSessionQuery = z.input<typeof CheckoutSessionQuerySchema>;

export const CheckoutSessionResponseSchema = z
  .object({ checkoutUrl: z.string(), sessionId: z.string() })
  .meta({ id: 'CheckoutSession' });
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponseSchema>;

/** GET /billing/checkout-session/success/ query: the session the provider sent the browser back with. */
export const CheckoutSuccessQuerySchema = z.object({ session_id: z.string().trim().min(1).max(200) });

/**
 * The first confirmation answers paymentSuccessful; any later one answers a message containing
 * 'credits already added' (the web app's warning). Credits are granted once either way.
 */
export const CheckoutSuccessResponseSchema = z
  .object({ message: z.string(), subscriptionId: z.string() })
  .meta({ id: 'CheckoutSuccess' });
export type CheckoutSuccessResponse = z.infer<typeof CheckoutSuccessResponseSchema>;

export const TRANSACTION_STATUSES = ['paid', 'pending', 'failed'] as const;
export const TransactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof TransactionStatusSchema>;
/** Why the money moved (Stripe's billing reasons): the first payment, a renewal, a plan change. */
export const TRANSACTION_TYPES = ['subscription_create', 'subscription_cycle', 'subscription_update'] as const;
export const TransactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof TransactionTypeSchema>;

export const TRANSACTIONS_MAX_PAGE_SIZE = 100;

/** GET /billing/transactions/ query (docs/product.md §3.9). */
export const TransactionsQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a whole number.' }).int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(TRANSACTIONS_MAX_PAGE_SIZE).default(10),
  status: TransactionStatusSchema.optional(),
  type: TransactionTypeSchema.optional(),
});
export type TransactionsQuery = z.input<typeof TransactionsQuerySchema>;

export const TransactionSchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    /** Minor units (cents). */
    amount: z.number().int(),
    currency: z.string(),
    status: TransactionStatusSchema,
    type: TransactionTypeSchema,
    planKey: PlanKeySchema,
    billingCycle: BillingCycleSchema,
    description: z.string(),
    creditsGranted: z.number().int(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
    /** Stripe's hosted invoice, or our HTML receipt (local provider); null until paid. */
    receiptUrl: z.string().nullable(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof TransactionSchema>;

export const TransactionListSchema = z
  .object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(TransactionSchema),
  })
  .meta({ id: 'TransactionList' });
export type TransactionList = z.infer<typeof TransactionListSchema>;

export const BillingPortalResponseSchema = z.object({ billingPortalUrl: z.string() }).meta({ id: 'BillingPortal' });

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled'] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;
/** What the subscription page shows (docs/product.md §3.8), plus a failed payment. */
export const SUBSCRIPTION_STATUS_LABELS = [
  'Active',
  'Trial',
  'Cancellation Scheduled',
  'Cancelled',
  'Payment Failed',
] as const;

/** GET /billing/subscription/ (our addition): the current subscription, null on the free plan. */
export const SubscriptionSchema = z
  .object({
    subscriptionId: z.string(),
    planKey: PlanKeySchema,
    billingCycle: BillingCycleSchema,
    status: SubscriptionStatusSchema,
    statusLabel: z.enum(SUBSCRIPTION_STATUS_LABELS),
    cancelAtPeriodEnd: z.boolean(),
    currentPeriodStart: z.string(),
    currentPeriodEnd: z.string(),
    /** The plan a downgrade moves to at the period's end, if one is scheduled. */
    pendingPlanKey: PlanKeySchema.nullable(),
    pendingBillingCycle: BillingCycleSchema.nullable(),
    /** Credits the next renewal sets the balance to (0 when it will not renew). */
    nextRenewalCredits: z.number().int().nonnegative(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof SubscriptionSchema>;
export const SubscriptionResponseSchema = z
  .object({ subscription: SubscriptionSchema.nullable() })
  .meta({ id: 'SubscriptionResponse' });

/**
 * GET /billing/subscription/period-info/ query (docs/product.md §7.7). The current plan fields
 * are what the page shows; the server quotes from the subscription it holds.
 */
export const ProrationQuoteQuerySchema = z.object({
  current_plan_key: PlanKeySchema.optional(),
  current_billing_cycle: BillingCycleSchema.optional(),
  new_plan_key: PlanKeySchema,
  new_billing_cycle: BillingCycleSchema,
  stripe_price_id: z.string().trim().min(1).max(200).optional(),
});
export type ProrationQuoteQuery = z.input<typeof ProrationQuoteQuerySchema>;

/**
 * The quote shown before a plan change is confirmed. An upgrade (more memes per month, or the same
 * plan paid yearly instead of monthly: `isUpgrade`) takes effect now: `amountDue` is charged at once (the new plan's price for what is left of the period,
 * or a whole new period when the cycle changes, less the unused part of the current one) and
 * `creditsNow` are added. A downgrade takes effect at `effectiveAt` (the period's end), costs
 * nothing now, and the renewal then charges `nextAmount`.
 */
export const ProrationQuoteSchema = z
  .object({
    currentPlanKey: PlanKeySchema,
    currentBillingCycle: BillingCycleSchema,
    newPlanKey: PlanKeySchema,
    newBillingCycle: BillingCycleSchema,
    change: z.enum(['upgrade', 'downgrade']),
    effective: z.enum(['now', 'period_end']),
    effectiveAt: z.string(),
    currency: z.string(),
    /** Charged now, in cents (0 for a downgrade). */
    amountDue: z.number().int().nonnegative(),
    /** The unused part of the current period, in cents, taken off amountDue. */
    unusedCredit: z.number().int().nonnegative(),
    /** What the new plan costs for what it covers now, in cents. */
    newCharge: z.number().int().nonnegative(),
    /** The price of each later period on the new plan, in cents. */
    nextAmount: z.number().int().nonnegative(),
    /** Credits added at once (the difference of the allowances; 0 for a downgrade). */
    creditsNow: z.number().int().nonnegative(),
    /** The credits of each later period on the new plan. */
    creditsPerPeriod: z.number().int().nonnegative(),
    currentPeriodEnd: z.string(),
    lines: z.array(z.object({ description: z.string(), amount: z.number().int() })),
  })
  .meta({ id: 'ProrationQuote' });
export type ProrationQuote = z.infer<typeof ProrationQuoteSchema>;

/** POST /billing/subscription/update/ body. */
export const UpdateSubscriptionRequestSchema = z
  .object({
    stripe_price_id: z.string().trim().min(1).max(200).optional(),
    plan_key: PlanKeySchema,
    billing_cycle: BillingCycleSchema,
  })
  .meta({ id: 'UpdateSubscriptionRequest' });
export type UpdateSubscriptionRequest = z.input<typeof UpdateSubscriptionRequestSchema>;

export const UpdateSubscriptionResponseSchema = z
  .object({ message: z.string(), subscription: SubscriptionSchema, quote: ProrationQuoteSchema })
  .meta({ id: 'UpdateSubscriptionResponse' });
export type UpdateSubscriptionResponse = z.infer<typeof UpdateSubscriptionResponseSchema>;

/** schedule_cancellation and reopen answer a message and the subscription as it is now. */
export const SubscriptionMessageResponseSchema = z
  .object({ message: z.string(), subscription: SubscriptionSchema })
  .meta({ id: 'SubscriptionMessage' });

/** POST /billing/webhook/: the provider's delivery was verified and applied (or was a repeat). */
export const WebhookResponseSchema = z
  .object({ received: z.literal(true), duplicate: z.boolean() })
  .meta({ id: 'WebhookReceived' });
