import type { RemovableKind } from '@tendero/contracts';
import { type Db, schema } from '@tendero/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isEntryKind } from './moderation-rules';

const { applications, companyEntries, inquiries, reviews } = schema;

/**
 * A piece of removable content as moderation needs it: whose it is, where it belongs, its text, and
 * whether (since when) it is removed. Moderation writes only the removal marks of these tables (and the
 * offer count an application removal moves); what else a change sets off is done by the owning
 * capability's face (see operations/content-effects.ts).
 */
export type ContentRow = {
  kind: RemovableKind;
  id: string;
  companyId: string | null;
  /** The author (client, sales rep); null for profile entries, whose owner is the company's manager. */
  authorId: string | null;
  /** The inquiry an application answers. */
  inquiryId: string | null;
  text: string;
  removedAt: Date | null;
};

function entryText(data: unknown): string {
  const fields = (data ?? {}) as Record<string, unknown>;
  const text = fields.name ?? fields.question ?? '';
  return typeof text === 'string' ? text : '';
}

export async function findContent(db: Db, kind: RemovableKind, id: string): Promise<ContentRow | null> {
  if (kind === 'review') {
    const [row] = await db
      .select({
        id: reviews.id,
        companyId: reviews.companyId,
        authorId: reviews.clientId,
        text: reviews.text,
        removedAt: reviews.removedAt,
      })
      .from(reviews)
      .where(eq(reviews.id, id));
    return row ? { kind, inquiryId: null, ...row } : null;
  }
  if (kind === 'inquiry') {
    const [row] = await db
      .select({
        id: inquiries.id,
        authorId: inquiries.clientId,
        text: inquiries.description,
        removedAt: inquiries.removedAt,
      })
      .from(inquiries)
      .where(eq(inquiries.id, id));
    return row ? { kind, companyId: null, inquiryId: null, ...row } : null;
  }
  if (kind === 'application') {
    const [row] = await db
      .select({
        id: applications.id,
        companyId: applications.companyId,
        authorId: applications.repId,
        inquiryId: applications.inquiryId,
        text: applications.message,
        removedAt: applications.removedAt,
      })
      .from(applications)
      .where(eq(applications.id, id));
    return row ? { kind, ...row } : null;
  }
  if (!isEntryKind(kind)) return null;
  const [row] = await db
    .select({
      id: companyEntries.id,
      companyId: companyEntries.companyId,
      data: companyEntries.data,
      removedAt: companyEntries.removedAt,
    })
    .from(companyEntries)
    .where(and(eq(companyEntries.id, id), eq(companyEntries.kind, kind)));
  return row
    ? {
        kind,
        id: row.id,
        companyId: row.companyId,
        authorId: null,
        inquiryId: null,
        text: entryText(row.data),
        removedAt: row.removedAt,
      }
    : null;
}

/**
 * Marks the content removed at `at` (hidden everywhere), only when it is not removed already; answers
 * whether it did. A review also keeps who removed it and why in its own columns.
 */
export async function markRemoved(
  db: Db,
  content: ContentRow,
  removal: { at: Date; by: string; reason: string },
): Promise<boolean> {
  const { kind, id } = content;
  let changed: { id: string }[];
  if (kind === 'review') {
    changed = await db
      .update(reviews)
      .set({ removedAt: removal.at, removedBy: removal.by, removalReason: removal.reason })
      .where(and(eq(reviews.id, id), isNull(reviews.removedAt)))
      .returning({ id: reviews.id });
  } else if (kind === 'inquiry') {
    changed = await db
      .update(inquiries)
      .set({ removedAt: removal.at })
      .where(and(eq(inquiries.id, id), isNull(inquiries.removedAt)))
      .returning({ id: inquiries.id });
  } else if (kind === 'application') {
    changed = await db
      .update(applications)
      .set({ removedAt: removal.at })
      .where(and(eq(applications.id, id), isNull(applications.removedAt)))
      .returning({ id: applications.id });
  } else {
    changed = await db
      .update(companyEntries)
      .set({ removedAt: removal.at })
      .where(and(eq(companyEntries.id, id), eq(companyEntries.kind, kind), isNull(companyEntries.removedAt)))
      .returning({ id: companyEntries.id });
  }
  if (changed.length > 0 && content.inquiryId) await recountOffers(db, content.inquiryId);
  return changed.length > 0;
}

/** Clears the removal made at `removedAt` (not a later one); answers whether the content is visible again. */
export async function clearRemoved(db: Db, content: ContentRow, removedAt: Date): Promise<boolean> {
  const { kind, id } = content;
  let changed: { id: string }[];
  if (kind === 'review') {
    changed = await db
      .update(reviews)
      .set({ removedAt: null, removedBy: null, removalReason: null })
      .where(and(eq(reviews.id, id), eq(reviews.removedAt, removedAt)))
      .returning({ id: reviews.id });
  } else if (kind === 'inquiry') {
    changed = await db
      .update(inquiries)
      .set({ removedAt: null })
      .where(and(eq(inquiries.id, id), eq(inquiries.removedAt, removedAt)))
      .returning({ id: inquiries.id });
  } else if (kind === 'application') {
    changed = await db
      .update(applications)
      .set({ removedAt: null })
      .where(and(eq(applications.id, id), eq(applications.removedAt, removedAt)))
      .returning({ id: applications.id });
  } else {
    changed = await db
      .update(companyEntries)
      .set({ removedAt: null })
      .where(and(eq(companyEntries.id, id), eq(companyEntries.kind, kind), eq(companyEntries.removedAt, removedAt)))
      .returning({ id: companyEntries.id });
  }
  if (changed.length > 0 && content.inquiryId) await recountOffers(db, content.inquiryId);
  return changed.length > 0;
}

/**
 * Deletes content still hidden by the removal made at `removedAt` (the purge, 30 days on); answers whether
 * a row went. An inquiry takes its offers, asked companies, postings and leads with it (foreign keys).
 */
export async function deleteRemoved(db: Db, content: ContentRow, removedAt: Date): Promise<boolean> {
  const { kind, id } = content;
  let deleted: { id: string }[];
  if (kind === 'review') {
    deleted = await db
      .delete(reviews)
      .where(and(eq(reviews.id, id), eq(reviews.removedAt, removedAt)))
      .returning({ id: reviews.id });
  } else if (kind === 'inquiry') {
    deleted = await db
      .delete(inquiries)
      .where(and(eq(inquiries.id, id), eq(inquiries.removedAt, removedAt)))
      .returning({ id: inquiries.id });
  } else if (kind === 'application') {
    deleted = await db
      .delete(applications)
      .where(and(eq(applications.id, id), eq(applications.removedAt, removedAt)))
      .returning({ id: applications.id });
  } else {
    deleted = await db
      .delete(companyEntries)
      .where(and(eq(companyEntries.id, id), eq(companyEntries.kind, kind), eq(companyEntries.removedAt, removedAt)))
      .returning({ id: companyEntries.id });
  }
  return deleted.length > 0;
}

/** An inquiry's offer count counts the offers its client sees: removed and hidden ones are left out. */
async function recountOffers(db: Db, inquiryId: string): Promise<void> {
  await db
    .update(inquiries)
    .set({
      applicationCount: sql`(select count(*)::int from ${applications}
        where ${applications.inquiryId} = ${inquiryId} and ${applications.removedAt} is null
        and ${applications.hiddenAt} is null)`,
    })
    .where(eq(inquiries.id, inquiryId));
}
