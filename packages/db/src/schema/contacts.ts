import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { belongsToCompany, belongsToUser, timestamps } from './columns';

/**
 * A person the owner works with (SPEC §3 Contact): a client for a rep or manager, a rep or company for a
 * client. `person_id` links one who is on Tendero; name, e-mail, phone and organisation are the owner's
 * own record of them. Only the owner reads a contact's notes.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: belongsToUser('owner_id'),
    personId: text('person_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    organization: text('organization'),
    notes: text('notes').notNull().default(''),
    source: text('source', { enum: ['inquiry', 'chat', 'manual', 'import', 'handover'] }).notNull(),
    /** When the contact agreed to receive newsletters from the owner (null: never, or withdrawn). */
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index('contacts_owner_idx').on(table.ownerId, table.createdAt),
    uniqueIndex('contacts_owner_person_idx')
      .on(table.ownerId, table.personId)
      .where(sql`${table.personId} is not null`),
    uniqueIndex('contacts_owner_email_idx')
      .on(table.ownerId, sql`lower(${table.email})`)
      .where(sql`${table.email} is not null`),
  ],
);

/** The owner's labels for contacts (SPEC §3 Tag), each with a colour. */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: belongsToUser('owner_id'),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('tags_owner_name_idx').on(table.ownerId, sql`lower(${table.name})`)],
);

export const contactTags = pgTable(
  'contact_tags',
  {
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.contactId, table.tagId] }), index('contact_tags_tag_idx').on(table.tagId)],
);

/**
 * A client's consent to show their contact details to one company (SPEC §1): given by sending it an
 * inquiry, accepting its offer or chatting with its rep, with when and why; withdrawn by the client.
 */
export const contactShares = pgTable(
  'contact_shares',
  {
    clientId: belongsToUser('client_id'),
    companyId: belongsToCompany(),
    purpose: text('purpose', { enum: ['inquiry', 'offer', 'chat'] }).notNull(),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.companyId] }),
    index('contact_shares_company_idx').on(table.companyId),
  ],
);
