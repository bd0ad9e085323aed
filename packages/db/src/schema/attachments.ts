import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { belongsToUser } from './columns';
import { applications, inquiries } from './inquiries';

/**
 * A file of an inquiry (no `application_id`: a specification its author attached) or of one of its offers
 * (`application_id`: attached by the offer's rep). The bytes live in the file storage under `storage_key`;
 * the rows go with their inquiry or offer (cascade) and the domain removes the stored objects.
 */
export const inquiryAttachments = pgTable(
  'inquiry_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    uploaderId: belongsToUser('uploader_id'),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inquiry_attachments_inquiry_idx').on(table.inquiryId, table.createdAt),
    index('inquiry_attachments_application_idx').on(table.applicationId),
  ],
);

/**
 * Stored objects whose attachment row went, waiting to be deleted from the file storage. A trigger on
 * `inquiry_attachments` adds every deleted row's key (whatever deleted it: the author, an admin's purge, an
 * account's erasure, by cascade), and the inquiries' sweep job removes the objects and the keys.
 */
export const removedFileKeys = pgTable('removed_file_keys', {
  storageKey: text('storage_key').primaryKey(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
});
