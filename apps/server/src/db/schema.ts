/**
 * The drizzle schema: the typed view of the tables that the numbered SQL migrations in
 * `migrations/` create. The SQL files are the source of truth; this file mirrors them.
 */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const schema = { appSettings };
export type Schema = typeof schema;
