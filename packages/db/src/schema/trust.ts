import { integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsToCompany, belongsToUser } from './columns';

/**
 * Trust figures (decision 0020): computed from what happened by the trust job, read from one table per
 * subject. A response measure is 'offers' (inquiries that asked the company, answered by an offer),
 * 'chats' (conversations a client started, answered by the company's person) or 'all' (both together).
 * A subject without a row for a measure had no counted event in the window.
 */
const responseFigureColumns = {
  measure: text('measure', { enum: ['all', 'offers', 'chats'] }).notNull(),
  /** Events counted: answered ones, and unanswered ones at least 24 hours old. */
  events: integer('events').notNull(),
  answered: integer('answered').notNull(),
  /** Answered within 24 hours of clock time. */
  withinDay: integer('within_day').notNull(),
  /** Median over the answered events, in minutes of clock time and of working time. */
  medianMinutes: real('median_minutes'),
  medianWorkingMinutes: real('median_working_minutes'),
  /** The median with unanswered events counted as never answered: null when half or more went unanswered. */
  typicalMinutes: real('typical_minutes'),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
};

export const companyResponseFigures = pgTable(
  'company_response_figures',
  {
    companyId: belongsToCompany(),
    ...responseFigureColumns,
  },
  (table) => [primaryKey({ columns: [table.companyId, table.measure] })],
);

/** The same figures for one person of a company (a sales rep, or a manager who answers clients). */
export const repResponseFigures = pgTable(
  'rep_response_figures',
  {
    userId: belongsToUser(),
    ...responseFigureColumns,
  },
  (table) => [primaryKey({ columns: [table.userId, table.measure] })],
);

/** A client's record as a buyer over the last 12 months: what became of the inquiries they published. */
export const buyerRecords = pgTable('buyer_records', {
  clientId: text('client_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  published: integer('published').notNull(),
  /** Closed by the client, by an accepted offer, or past their visibility. */
  finished: integer('finished').notNull(),
  accepted: integer('accepted').notNull(),
  /** Closed by the client without choosing an offer (every company is told at once). */
  closedByClient: integer('closed_by_client').notNull(),
  /** Ran out with offers waiting and no decision. */
  undecided: integer('undecided').notNull(),
  medianDecisionDays: real('median_decision_days'),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});

/** One row: when the trust figures were last computed (absent: never, so the first run backfills). */
export const trustState = pgTable('trust_state', {
  id: integer('id').primaryKey(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});
