import { type Db, schema, withTransaction } from '@tendero/db';
import { and, desc, eq, gt, sql } from 'drizzle-orm';

const { dataExports, users } = schema;

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * Records a request unless the person made one since `since`: the person's row is locked while it checks,
 * so two requests at once cannot both pass. Answers the new row, or the earlier request that blocks it.
 */
export async function insertExportUnlessRecent(
  db: Db,
  values: { userId: string; locale: string; requestedAt: Date },
  since: Date,
): Promise<{ created: DataExportRow } | { blockedBy: DataExportRow }> {
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${values.userId} for update`);
    const [recent] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, values.userId), gt(dataExports.requestedAt, since)))
      .orderBy(desc(dataExports.requestedAt))
      .limit(1);
    if (recent) return { blockedBy: recent };
    const [created] = await tx.insert(dataExports).values(values).returning();
    if (!created) throw new Error('data export not stored');
    return { created };
  });
}

export async function findExport(db: Db, id: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

export async function latestExportOf(db: Db, userId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row ?? null;
}

export async function markExportReady(
  db: Db,
  id: string,
  values: { storageKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(dataExports)
    .set({ ...values, state: 'ready' })
    .where(and(eq(dataExports.id, id), eq(dataExports.state, 'waiting')));
}

/** The file is gone: the row stays (the person's history of requests), without its key. */
export async function markExportExpired(db: Db, id: string): Promise<void> {
  await db.update(dataExports).set({ state: 'expired', storageKey: null }).where(eq(dataExports.id, id));
}
