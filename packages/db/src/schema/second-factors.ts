import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { belongsToUser } from './columns';

/**
 * A person's authenticator app (TOTP, RFC 6238). The secret is encrypted with the auth secret (AES-256-GCM);
 * `confirmedAt` is null while set-up waits for its first code. `lastUsedStep` is the time step of the last
 * code accepted: a code of that step or an earlier one is refused, so a code seen once cannot be replayed.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes: a keyed hash of each (never the code), used at most once. */
export const recoveryCodes = pgTable(
  'second_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('second_factor_recovery_codes_user_idx').on(table.userId)],
);

/**
 * A sign-in waiting for its second factor: the password was right, no session exists yet. Five answers per
 * challenge (`attempts`), ten minutes; answered once.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('second_factor_challenges_user_idx').on(table.userId)],
);

/**
 * Wrong second-factor codes per account in the current hour, whatever the address or challenge: one row per
 * account, claimed with one `INSERT … ON CONFLICT … RETURNING` before a code is checked.
 */
export const secondFactorGuesses = pgTable('second_factor_guesses', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});

/** A company whose manager requires a second factor of every member of the team. */
export const teamSecondFactorRules = pgTable('team_second_factor_rules', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  requiredBy: text('required_by').references(() => users.id, { onDelete: 'set null' }),
  requiredAt: timestamp('required_at', { withTimezone: true }).notNull().defaultNow(),
});
