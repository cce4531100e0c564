/** Billing's own records: customers, subscriptions, transactions, events, checkout sessions (modules/billing). */
import {
  BILLING_CYCLES,
  PLAN_KEYS,
  SUBSCRIPTION_STATUSES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '@memeforge/contract';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { users } from './users';

export const BILLING_PROVIDERS = ['local', 'stripe'] as const;
export const CHECKOUT_SESSION_STATUSES = ['open', 'complete', 'expired'] as const;

/** The provider's customer of each account: created once, on the first checkout. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('billing_customers_user_provider_key').on(table.userId, table.provider),
    uniqueIndex('billing_customers_customer_key').on(table.provider, table.customerId),
    oneOf('billing_customers_provider_check', 'provider', BILLING_PROVIDERS),
  ],
);

/**
 * Each account's current subscription (one row per user), mirrored from the provider: every event
 * re-reads the provider's subscription and writes it here, so events out of order end right.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    plan: text('plan', { enum: PLAN_KEYS }).notNull(),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** A downgrade waiting for the period's end. */
    pendingPlan: text('pending_plan', { enum: PLAN_KEYS }),
    pendingBillingCycle: text('pending_billing_cycle', { enum: BILLING_CYCLES }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_user_key').on(table.userId),
    uniqueIndex('subscriptions_provider_subscription_key').on(table.provider, table.providerSubscriptionId),
    oneOf('subscriptions_provider_check', 'provider', BILLING_PROVIDERS),
    oneOf('subscriptions_plan_check', 'plan', PLAN_KEYS),
    oneOf('subscriptions_billing_cycle_check', 'billing_cycle', BILLING_CYCLES),
    oneOf('subscriptions_status_check', 'status', SUBSCRIPTION_STATUSES),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Money that moved (one row per provider invoice): its status follows the invoice, and
 * `credited_at` is set in the same transaction as the credit grant, so an invoice grants once.
 */
export const billingTransactions = pgTable(
  'billing_transactions',
  {
    id: serial('id').primaryKey(),
    /** Null once the account is deleted: the record of payments stays. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    plan: text('plan', { enum: PLAN_KEYS }).notNull(),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }).notNull(),
    description: text('description').notNull().default(''),
    /** Stripe's hosted invoice page; null for the local provider (our own receipt page). */
    hostedReceiptUrl: text('hosted_receipt_url'),
    creditsGranted: integer('credits_granted').notNull().default(0),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    /** Set once the person was told the payment failed. */
    failureNotifiedAt: timestamp('failure_notified_at', { withTimezone: true }),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('billing_transactions_invoice_key').on(table.provider, table.providerInvoiceId),
    index('billing_transactions_user_idx').on(table.userId, table.createdAt),
    oneOf('billing_transactions_provider_check', 'provider', BILLING_PROVIDERS),
    oneOf('billing_transactions_status_check', 'status', TRANSACTION_STATUSES),
    oneOf('billing_transactions_type_check', 'type', TRANSACTION_TYPES),
    oneOf('billing_transactions_plan_check', 'plan', PLAN_KEYS),
    oneOf('billing_transactions_billing_cycle_check', 'billing_cycle', BILLING_CYCLES),
  ],
);

export type BillingTransactionRow = typeof billingTransactions.$inferSelect;

/** Provider events already applied: the primary key makes a repeated delivery a no-op. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Checkout sessions this server started (either provider). For the local provider this row is the
 * session itself; `confirmed_at` marks the first checkout-success answer.
 */
export const billingCheckoutSessions = pgTable(
  'billing_checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    customerId: text('customer_id').notNull(),
    plan: text('plan', { enum: PLAN_KEYS }).notNull(),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }).notNull(),
    priceId: text('price_id').notNull(),
    status: text('status', { enum: CHECKOUT_SESSION_STATUSES }).notNull().default('open'),
    url: text('url').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    providerInvoiceId: text('provider_invoice_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('billing_checkout_sessions_user_idx').on(table.userId, table.createdAt),
    oneOf('billing_checkout_sessions_provider_check', 'provider', BILLING_PROVIDERS),
    oneOf('billing_checkout_sessions_status_check', 'status', CHECKOUT_SESSION_STATUSES),
  ],
);

export type BillingCheckoutSessionRow = typeof billingCheckoutSessions.$inferSelect;
