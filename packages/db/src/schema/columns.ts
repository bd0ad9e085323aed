import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';

/**
 * Columns many tables declare alike. Each is a function, so every table gets builders of its own; the
 * generated SQL is the same as when the column is written out in the table.
 */

/** `company_id`: the company the row belongs to; the row is deleted with the company. */
export const belongsToCompany = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** A person the row belongs to (`user_id` unless named otherwise); the row is deleted with the person. */
export const belongsToUser = (name = 'user_id') =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** When the row was created and last changed. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
