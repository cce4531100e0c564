/** Small named values the app keeps between starts (the showcase's state). */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small facts the application remembers about itself, e.g. which starter library it has loaded. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
