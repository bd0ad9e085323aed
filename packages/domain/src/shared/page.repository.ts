import type { Db } from '@tendero/db';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * One page of a table's rows that match `where`, in `order` (which must end on a unique column so pages
 * never overlap), and how many rows match in all. `page` counts from 1.
 */
export async function findPageOfRows<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  page: { page: number; size: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  const [total] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  // `select()` of a table Drizzle knows only as PgTable types its rows loosely: they are the table's rows.
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}
