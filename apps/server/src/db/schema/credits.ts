/** The credit ledger (modules/credits). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { users } from './users';

export const LEDGER_KINDS = ['grant', 'spend', 'refund', 'reset'] as const;

/**
 * Every change to a user's credits, appended and never updated (grant, spend, refund, reset);
 * `users.credits` is the balance it adds up to, changed in the same transaction. A meme is refunded
 * at most once (the partial unique index), so a retried failure cannot pay back twice.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    /** Null once the account is deleted: the ledger keeps its rows, anonymised. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    reason: text('reason').notNull().default(''),
    /** Kept as a plain id: a deleted meme's spend and refund stay on the record. */
    memeId: uuid('meme_id'),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_ledger_user_idx').on(table.userId, table.id),
    uniqueIndex('credit_ledger_refund_once')
      .on(table.memeId)
      .where(sql`kind = 'refund'`),
    uniqueIndex('credit_ledger_spend_once')
      .on(table.memeId)
      .where(sql`kind = 'spend'`),
    oneOf('credit_ledger_kind_check', 'kind', LEDGER_KINDS),
  ],
);

export type CreditLedgerRow = typeof creditLedger.$inferSelect;
