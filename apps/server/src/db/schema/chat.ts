/** Edit With AI's messages (modules/chat). */
import { index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { users } from './users';
import { memes } from './memes';

export const CHAT_ROLES = ['user', 'ai'] as const;

/**
 * The Edit With AI conversation of one meme, oldest first. An ai message records what it changed
 * (caption and/or template) so the history can be shown again when the chat reopens.
 */
export const memeChatMessages = pgTable(
  'meme_chat_messages',
  {
    id: serial('id').primaryKey(),
    memeId: uuid('meme_id')
      .notNull()
      .references(() => memes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CHAT_ROLES }).notNull(),
    text: text('text').notNull(),
    /** For ai messages: the caption written, if it changed. */
    caption: text('caption'),
    /** For ai messages: the template switched to, if it changed. */
    templateId: integer('template_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('meme_chat_messages_meme_idx').on(table.memeId, table.id),
    oneOf('meme_chat_messages_role_check', 'role', CHAT_ROLES),
  ],
);

export type MemeChatMessageRow = typeof memeChatMessages.$inferSelect;
