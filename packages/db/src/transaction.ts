import type { Db } from './client';

/** The transactions `withTransaction` opened: their outermost handle and what waits for their commit. */
const open = new WeakMap<Db, { root: Db; afterCommit: ((root: Db) => void)[] }>();

/**
 * Runs `work` in one transaction: every write inside commits together or not at all. The work receives the
 * transaction as a `Db`, so repositories take it like any other handle and never know they are inside one.
 * Inside another transaction it is a savepoint: what it left for `afterCommit` waits for the outer commit.
 */
export async function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const outer = open.get(db);
  const waiting: ((root: Db) => void)[] = [];
  const result = await db.transaction((tx) => {
    open.set(tx, { root: outer?.root ?? db, afterCommit: waiting });
    return work(tx);
  });
  // Committed (or, nested, released into the outer transaction, whose commit is still to come).
  if (outer) outer.afterCommit.push(...waiting);
  else for (const run of waiting) run(db);
  return result;
}

/**
 * Runs `run` with the outermost database handle once what `db` wrote is committed: at once outside a
 * transaction, after the commit inside one (`withTransaction`), never when it rolls back. For signals
 * about committed rows (a job queued wakes the worker), never for work that must happen.
 */
export function afterCommit(db: Db, run: (root: Db) => void): void {
  const tx = open.get(db);
  if (tx) tx.afterCommit.push(run);
  else run(db);
}
