import type { Db } from './client';

/**
 * Runs `work` in one transaction: every write inside commits together or not at all. The work receives the
 * transaction as a `Db`, so repositories take it like any other handle and never know they are inside one.
 */
export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
