import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsToUser } from './columns';

/**
 * Passkeys (WebAuthn credentials) of a person: each signs in without a password, or serves as the second
 * factor. Only the public key is stored. `credentialId` is the authenticator's id (base64url), unique over
 * all accounts; `userHandle` is the random WebAuthn user handle given at registration (never the user id),
 * which a discoverable credential returns with each assertion. Rows go with the account's erasure.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToUser(),
    name: text('name').notNull(),
    credentialId: text('credential_id').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 for most synced passkeys). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    userHandle: text('user_handle').notNull(),
    deviceType: text('device_type', { enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    aaguid: text('aaguid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('passkeys_credential_idx').on(table.credentialId),
    index('passkeys_user_idx').on(table.userId),
  ],
);

/**
 * WebAuthn challenges waiting for their answer: stored here, never trusted from the browser, short-lived
 * and single-use (taken with one `DELETE … RETURNING`). `purpose` tells the ceremony: adding a passkey
 * (`register`, bound to the person), signing in without a password (`sign-in`, bound to nobody) or proving
 * the second factor (`second-factor`, bound to the person who gave the password).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['register', 'sign-in', 'second-factor'] }).notNull(),
    challenge: text('challenge').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** For `register`: the handle the new credential is created under. */
    userHandle: text('user_handle'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('passkey_challenges_expires_idx').on(table.expiresAt)],
);
