/** Accounts: users, their refresh tokens and e-mailed one-time tokens (modules/users, auth/). */
import { sql } from 'drizzle-orm';
import { BILLING_CYCLES, PLAN_KEYS } from '@memeforge/contract';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; the unique index makes a second sign-up with the same address fail. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Argon2id PHC string; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Plan key from the contract's catalogue; billing, once built, keeps it in sync with Stripe. */
    plan: text('plan', { enum: PLAN_KEYS }).notNull().default('free'),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }),
    /** Balance cache; the credit ledger (modules/credits) is the record of every change. */
    credits: integer('credits').notNull().default(0),
    /** Bumped on password change: reset tokens and sessions issued before it stop working. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Set when every session was ended at once (sign out everywhere): older access tokens stop working. */
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true }),
    /** Set by an operator: no sign-in, and every token of the account is refused. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    oneOf('users_plan_check', 'plan', PLAN_KEYS),
    oneOf('users_billing_cycle_check', 'billing_cycle', BILLING_CYCLES),
  ],
);

/**
 * Refresh tokens, stored only as hashes. A rotation links the old token to its replacement in the
 * same family; presenting a rotated token again revokes the whole family (token theft).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_live_user_idx')
      .on(table.userId)
      .where(sql`revoked_at is null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * Single-use tokens e-mailed to a person: e-mail verification keys and password-reset tokens.
 * Stored only as hashes; consuming one sets used_at in the same statement that checks it.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('one_time_tokens_hash_key').on(table.tokenHash),
    index('one_time_tokens_user_idx').on(table.userId, table.purpose),
  ],
);
