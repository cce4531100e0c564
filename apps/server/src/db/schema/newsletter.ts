/** The newsletter sign-ups (modules/newsletter). */
import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
