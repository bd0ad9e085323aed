import type { RemovableKind, RemovalsQuery } from '@tendero/contracts';
import { type Db, schema } from '@tendero/db';
import { and, asc, desc, eq, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { findPageOfRows } from '../shared/page.repository';

const { contentRemovals } = schema;

export type RemovalRow = typeof contentRemovals.$inferSelect;

export async function insertRemoval(
  db: Db,
  values: {
    kind: RemovableKind;
    contentId: string;
    companyId: string | null;
    ownerId: string | null;
    excerpt: string;
    reason: string;
    removedBy: string;
    removedAt: Date;
  },
): Promise<RemovalRow> {
  const [row] = await db.insert(contentRemovals).values(values).returning();
  if (!row) throw new Error('removal insert returned nothing');
  return row;
}

export async function findRemoval(db: Db, id: string): Promise<RemovalRow | null> {
  const [row] = await db.select().from(contentRemovals).where(eq(contentRemovals.id, id));
  return row ?? null;
}

const stateWhere: Record<NonNullable<RemovalsQuery['state']>, SQL | undefined> = {
  active: and(isNull(contentRemovals.restoredAt), isNull(contentRemovals.purgedAt)),
  restored: isNotNull(contentRemovals.restoredAt),
  purged: isNotNull(contentRemovals.purgedAt),
};

/** Removals newest first, by kind and state, one page. */
export async function listRemovals(db: Db, query: RemovalsQuery, pageSize: number) {
  const where = and(
    query.kind ? eq(contentRemovals.kind, query.kind) : undefined,
    query.state ? stateWhere[query.state] : undefined,
  );
  const order = [desc(contentRemovals.removedAt), desc(contentRemovals.id)];
  return findPageOfRows(db, contentRemovals, where, order, { page: query.page, size: pageSize });
}

/** Marks a removal undone, once: answers the row, or null when it was restored or purged meanwhile. */
export async function markRestored(db: Db, id: string, restore: { at: Date; by: string }): Promise<RemovalRow | null> {
  const [row] = await db
    .update(contentRemovals)
    .set({ restoredAt: restore.at, restoredBy: restore.by })
    .where(and(eq(contentRemovals.id, id), isNull(contentRemovals.restoredAt), isNull(contentRemovals.purgedAt)))
    .returning();
  return row ?? null;
}

/** Removals in force made at or before `before` (30 days ago), oldest first. */
export async function dueForPurge(db: Db, before: Date, limit: number): Promise<RemovalRow[]> {
  return db
    .select()
    .from(contentRemovals)
    .where(
      and(isNull(contentRemovals.restoredAt), isNull(contentRemovals.purgedAt), lte(contentRemovals.removedAt, before)),
    )
    .orderBy(asc(contentRemovals.removedAt))
    .limit(limit);
}

export async function markPurged(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(contentRemovals)
    .set({ purgedAt: at })
    .where(and(eq(contentRemovals.id, id), isNull(contentRemovals.purgedAt)));
}
