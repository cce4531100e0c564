/** Generation batches (modules/generation). */
import { sql } from 'drizzle-orm';
import { GENERATION_MEDIA_TYPES } from '@memeforge/contract';
import { index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { users } from './users';

export const BATCH_STATUSES = ['writing', 'written', 'failed'] as const;
export const BATCH_MEDIA_TYPES = [...GENERATION_MEDIA_TYPES, 'regenerate'] as const;

/**
 * One generate request: what was asked, by whom, and the Idempotency-Key it came with, so a retried
 * request finds its batch instead of charging again. The caption writer's job reads it.
 */
export const generationBatches = pgTable(
  'generation_batches',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /** images | videos | both, or 'regenerate' for a batch that replaced chosen memes. */
    mediaType: text('media_type', { enum: BATCH_MEDIA_TYPES }).notNull(),
    unhingedLevel: smallint('unhinged_level').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** A digest of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** writing, then written (templates and captions chosen) or failed. */
    status: text('status', { enum: BATCH_STATUSES }).notNull().default('writing'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('generation_batches_idempotency_key')
      .on(table.userId, table.idempotencyKey)
      .where(sql`idempotency_key is not null`),
    index('generation_batches_user_created_idx').on(table.userId, table.createdAt),
    oneOf('generation_batches_media_type_check', 'media_type', BATCH_MEDIA_TYPES),
    oneOf('generation_batches_status_check', 'status', BATCH_STATUSES),
  ],
);

export type GenerationBatchRow = typeof generationBatches.$inferSelect;
export type NewGenerationBatchRow = typeof generationBatches.$inferInsert;
