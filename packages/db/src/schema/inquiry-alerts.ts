import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { belongsToCompany, belongsToUser } from './columns';
import { inquiries } from './inquiries';

/**
 * What a company wants instant new-inquiry alerts for (issue 40), set by its manager: the team's default.
 * No row: the company's profile (its services, its city; no city: anywhere). `anywhere` means every city;
 * an inquiry without a city (remote, or the place does not matter) matches every company whose services
 * it asks for. `team_on` is whether people who never chose for themselves get instant alerts.
 */
export const inquiryAlertScopes = pgTable('inquiry_alert_scopes', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** Service slugs of the catalogue. */
  services: text('services').array().notNull().default(sql`'{}'::text[]`),
  /** City slugs (packages/domain catalog places); ignored when `anywhere`. */
  cities: text('cities').array().notNull().default(sql`'{}'::text[]`),
  anywhere: boolean('anywhere').notNull().default(false),
  teamOn: boolean('team_on').notNull().default(true),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sales rep's (or manager's) own choice: follow the team's default, alerts on or off, and optionally a
 * narrower set of the company's services and cities (null: all of the company's). Read only while the person
 * is still of `company_id` (a person who moved company starts from their new team's default).
 */
export const inquiryAlertChoices = pgTable(
  'inquiry_alert_choices',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: belongsToCompany(),
    alerts: text('alerts', { enum: ['team', 'on', 'off'] })
      .notNull()
      .default('team'),
    services: text('services').array(),
    cities: text('cities').array(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inquiry_alert_choices_company_idx').on(table.companyId)],
);

/**
 * Who was alerted of which inquiry: written in the same transaction as the alert is queued, so a retried job
 * never alerts a person twice.
 */
export const inquiryAlertsSent = pgTable(
  'inquiry_alerts_sent',
  {
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.inquiryId, table.userId] }),
    index('inquiry_alerts_sent_user_idx').on(table.userId),
  ],
);
