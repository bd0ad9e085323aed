import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsToUser } from './columns';

/**
 * Known devices and addresses (issue 37): which browsers (by the hash of their long-lived `deviceId` cookie)
 * and which client addresses have signed in successfully to which account. Past the account's ceiling of
 * failed sign-ins, only these still get a password check; others get the e-mailed step-up code. A device
 * seen for the first time on an account that has others is e-mailed to its owner. Rows are erased with the
 * account's personal data.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: belongsToUser(),
    /** SHA-256 of the cookie's value: a copy of the database gives nobody a familiar device. */
    deviceHash: text('device_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceHash] })],
);

export const knownAddresses = pgTable(
  'known_addresses',
  {
    userId: belongsToUser(),
    address: text('address').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.address] })],
);

/**
 * E-mailed step-up codes (6 digits, stored hashed): at most one mail per account every few minutes, each
 * code valid for a quarter of an hour and good once. Several may be live at once (a newer mail does not
 * void the older one the owner may be typing).
 */
export const signInEmailCodes = pgTable(
  'sign_in_email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('sign_in_email_codes_user_idx').on(table.userId, table.createdAt)],
);

/**
 * One step-up challenge per sign-in attempt that needed it: the `challenge.id` the sign-in answered, which
 * account, and the device and address it came from (made familiar when the code is right).
 */
export const signInEmailChallenges = pgTable(
  'sign_in_email_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser(),
    address: text('address').notNull(),
    deviceHash: text('device_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('sign_in_email_challenges_user_idx').on(table.userId)],
);

/**
 * Guesses of e-mailed codes per account in the running hour, from any address, counted in one statement
 * before a code is checked (parallel guesses cannot race past the bound).
 */
export const signInCodeGuesses = pgTable('sign_in_code_guesses', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  guesses: integer('guesses').notNull(),
  since: timestamp('since', { withTimezone: true }).notNull(),
});
