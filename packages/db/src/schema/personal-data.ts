import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { belongsToUser } from './columns';

/**
 * A person's request for all their data (GDPR art. 15 and 20): built into a ZIP by a job, kept in the file
 * storage under `storage_key` for 7 days (then removed, `expired`), downloadable only by the person. At most
 * one request a day (the domain locks the person's row while it checks).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser(),
    /** The language of the README in the ZIP and of the e-mail: the person's at the time of the request. */
    locale: text('locale').notNull(),
    state: text('state', { enum: ['waiting', 'ready', 'expired'] })
      .notNull()
      .default('waiting'),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('data_exports_user_idx').on(table.userId, table.requestedAt)],
);

/**
 * A person withdrew a consent of theirs (marketing): from this moment it is not in force, whatever they
 * accepted before; a later acceptance (an inquiry's ticked box) gives it again.
 */
export const consentWithdrawals = pgTable(
  'consent_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser(),
    kind: text('kind', { enum: ['marketing'] }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
  },
  (table) => [index('consent_withdrawals_user_idx').on(table.userId, table.kind, table.withdrawnAt)],
);
