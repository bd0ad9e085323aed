import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Requests sent from the support centre (and, later, integration requests from managers). */
export const supportRequests = pgTable('support_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['general', 'integration'] })
    .notNull()
    .default('general'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  topic: text('topic').notNull(),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  userId: text('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
});
