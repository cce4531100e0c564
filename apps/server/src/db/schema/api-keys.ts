/** Personal API keys (modules/api-keys/, decision 051). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * A person's API keys, stored only as a SHA-256 hash of the whole key (keys are 256 random bits,
 * so a fast hash is enough, and a lookup is one index probe). Revoking keeps the row, so the list
 * and the audit trail still name it; `prefix` is what the list shows.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_hash_key').on(table.keyHash),
    index('api_keys_live_user_idx')
      .on(table.userId)
      .where(sql`revoked_at is null`),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
