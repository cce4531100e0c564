/**
 * The database schema (Drizzle pg-core). The same schema and the same generated SQL migrations
 * serve PGlite and PostgreSQL. After changing it run `npm run db:generate` and commit the
 * migration under apps/server/drizzle/.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    /** Plan key from the contract's catalogue; the billing issue keeps it in sync with Stripe. */
    plan: text('plan').notNull().default('free'),
    billingCycle: text('billing_cycle'),
    /** Balance cache; the credit ledger (generation issue) is the record of every change. */
    credits: integer('credits').notNull().default(0),
    /** Bumped on password change: reset tokens and sessions issued before it stop working. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
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

/** Accounts at an identity provider (Google), linked to a user by the provider's subject. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('social_accounts_provider_subject_key').on(table.provider, table.subject)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; subscribing twice is a friendly no-op. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('newsletter_subscribers_email_key').on(table.email)],
);

/**
 * Fixed-window counters behind the rate limits. In the database rather than in memory so that
 * every server process sees the same counts.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
