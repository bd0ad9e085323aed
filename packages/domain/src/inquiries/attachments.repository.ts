import { type Db, schema } from '@tendero/db';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';

const { inquiryAttachments, removedFileKeys } = schema;

export type AttachmentRow = typeof inquiryAttachments.$inferSelect;
export type NewAttachment = typeof inquiryAttachments.$inferInsert;

/** Every file of an inquiry and of its offers, oldest first. */
export async function listAttachments(db: Db, inquiryId: string): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(inquiryAttachments)
    .where(eq(inquiryAttachments.inquiryId, inquiryId))
    .orderBy(asc(inquiryAttachments.createdAt), asc(inquiryAttachments.id));
}

/** The files of the inquiry itself (`applicationId` null) or of one of its offers. */
export async function countAttachments(db: Db, inquiryId: string, applicationId: string | null): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(inquiryAttachments)
    .where(and(eq(inquiryAttachments.inquiryId, inquiryId), ofOwner(applicationId)));
  return row?.count ?? 0;
}

function ofOwner(applicationId: string | null) {
  return applicationId === null
    ? isNull(inquiryAttachments.applicationId)
    : eq(inquiryAttachments.applicationId, applicationId);
}

export async function findAttachment(
  db: Db,
  ids: { inquiryId: string; applicationId: string | null; attachmentId: string },
): Promise<AttachmentRow | null> {
  const [row] = await db
    .select()
    .from(inquiryAttachments)
    .where(
      and(
        eq(inquiryAttachments.id, ids.attachmentId),
        eq(inquiryAttachments.inquiryId, ids.inquiryId),
        ofOwner(ids.applicationId),
      ),
    );
  return row ?? null;
}

export async function insertAttachment(db: Db, values: NewAttachment): Promise<AttachmentRow> {
  const [row] = await db.insert(inquiryAttachments).values(values).returning();
  if (!row) throw new Error('attachment not stored');
  return row;
}

export async function deleteAttachment(db: Db, id: string): Promise<AttachmentRow | null> {
  const [row] = await db.delete(inquiryAttachments).where(eq(inquiryAttachments.id, id)).returning();
  return row ?? null;
}

/** Keys of stored objects whose rows went (the trigger of migration 0030 adds them), oldest first. */
export async function removedKeys(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: removedFileKeys.storageKey })
    .from(removedFileKeys)
    .orderBy(asc(removedFileKeys.removedAt))
    .limit(limit);
  return rows.map((row) => row.key);
}

/** Forgets keys whose objects are gone. */
export async function forgetRemovedKeys(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(removedFileKeys).where(inArray(removedFileKeys.storageKey, keys));
}
