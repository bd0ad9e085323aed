import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Sign-in with an OpenID Connect provider (Google, Microsoft). The links themselves are Better Auth's
 * `credentials` rows (provider id and the provider's subject); these tables hold what is in flight.
 */

/**
 * One authorization request sent to a provider: its `state` (stored hashed), the PKCE verifier and the
 * nonce the ID token must carry, bound to the browser that started it (a hash of its cookie). Used once.
 */
export const providerSignInFlows = pgTable(
  'provider_sign_in_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    browserKeyHash: text('browser_key_hash').notNull(),
    locale: text('locale').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('provider_sign_in_flows_expires_idx').on(table.expiresAt)],
);

/**
 * A person the provider vouched for who needs one more step: a new person choosing a client or company
 * account (`userId` null), or the owner of an existing account with that e-mail confirming the link with
 * the password or an e-mailed code (`userId` set). Reached only through its key, kept in an httpOnly cookie.
 */
export const providerPendingIdentities = pgTable(
  'provider_pending_identities',
  {
    keyHash: text('key_hash').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    locale: text('locale').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The e-mailed link code (hashed) and when it stops working. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    /** Wrong passwords and codes given for this link; past the limit the pending link is dropped. */
    failedTries: integer('failed_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('provider_pending_identities_expires_idx').on(table.expiresAt)],
);
