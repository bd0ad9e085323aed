import type { DatabaseHandle } from '@tendero/db';
import type { SQL } from 'drizzle-orm';

/** node-postgres answers { rows }. */
export const rowsOf = async <T>(database: DatabaseHandle, query: SQL): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
