/**
 * The billing simulator's own tables (decision 035): beside the adapter that owns them, listed in
 * drizzle.config.ts so migrations keep them.
 */
import { BILLING_CYCLES, PLAN_KEYS, SUBSCRIPTION_STATUSES, TRANSACTION_TYPES } from '@memeforge/contract';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from '../../../db/schema/columns';
import { users } from '../../../db/schema/users';
import { CHECKOUT_SESSION_STATUSES } from '../../../db/schema/billing';

export const LOCAL_INVOICE_STATUSES = ['open', 'paid'] as const;

/**
 * The billing simulator's own records (adapters/billing/simulator, decision 035): what Stripe
 * would hold for us. The billing module reads them only through the Stripe adapter, as it reads
 * Stripe. `user_id` is set by the built-in provider, so its records go with a deleted account
 * (decision 027); it is null where the simulator stands for Stripe in tests, which keeps them.
 */
export const localBillingCheckoutSessions = pgTable(
  'local_billing_checkout_sessions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    priceId: text('price_id').notNull(),
    status: text('status', { enum: CHECKOUT_SESSION_STATUSES }).notNull().default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    subscriptionId: text('subscription_id'),
    invoiceId: text('invoice_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  () => [oneOf('local_billing_checkout_sessions_status_check', 'status', CHECKOUT_SESSION_STATUSES)],
);

export type LocalBillingCheckoutSessionRow = typeof localBillingCheckoutSessions.$inferSelect;

export const localBillingSubscriptions = pgTable(
  'local_billing_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLAN_KEYS }).notNull(),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    pendingPlan: text('pending_plan', { enum: PLAN_KEYS }),
    pendingBillingCycle: text('pending_billing_cycle', { enum: BILLING_CYCLES }),
    /** The test card's last four digits, and whether it declines charges after the first one. */
    cardLast4: text('card_last4').notNull(),
    cardFailsRenewals: boolean('card_fails_renewals').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('local_billing_subscriptions_due_idx').on(table.currentPeriodEnd),
    oneOf('local_billing_subscriptions_status_check', 'status', SUBSCRIPTION_STATUSES),
  ],
);

export type LocalBillingSubscriptionRow = typeof localBillingSubscriptions.$inferSelect;

export const localBillingInvoices = pgTable(
  'local_billing_invoices',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => localBillingSubscriptions.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    amount: integer('amount').notNull(),
    /** An upgrade's credit for the unused time of the plan it left (its proration line); else 0. */
    unusedCredit: integer('unused_credit').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: LOCAL_INVOICE_STATUSES }).notNull(),
    billingReason: text('billing_reason', { enum: TRANSACTION_TYPES }).notNull(),
    plan: text('plan', { enum: PLAN_KEYS }).notNull(),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }).notNull(),
    previousPlan: text('previous_plan', { enum: PLAN_KEYS }),
    previousBillingCycle: text('previous_billing_cycle', { enum: BILLING_CYCLES }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('local_billing_invoices_subscription_idx').on(table.subscriptionId, table.createdAt),
    oneOf('local_billing_invoices_status_check', 'status', LOCAL_INVOICE_STATUSES),
  ],
);

export type LocalBillingInvoiceRow = typeof localBillingInvoices.$inferSelect;
