import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { databaseFolderOf, lockDataDir, serveSnapshots, snapshotPglite } from './pglite-folder';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The database handle every repository receives; the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';
export type PoolUse = { total: number; idle: number; waiting: number; max: number };

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  migrate: () => Promise<void>;
  ping: () => Promise<boolean>;
  /** PostgreSQL only: the connections of the pool (for /metrics); PGlite serves one connection. */
  poolUse?: () => PoolUse;
  close: () => Promise<void>;
  /**
   * PGlite only: a consistent snapshot of the whole data folder as an uncompressed tarball, loadable with
   * `from` (test templates, backups).
   */
  dumpDataDir?: () => Promise<Blob>;
};

/** PGlite under `dataDir` (null keeps it in memory, for tests), or a PostgreSQL server. */
export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null; from?: Blob }
  | { kind: 'postgres'; url: string; maxConnections?: number };

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const max = options.maxConnections ?? 10;
    // A server that does not answer fails a request after 10 s (a 503) instead of holding it for ever.
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      // A connection, once opened, is kept (pg closes idle ones after 10 s by default): the next burst
      // then paid for a new connection and for preparing its statements again, and a chat message
      // arriving then waited ~100 ms for its batch's statement (bench:chat, decision 0021). PostgreSQL
      // keeps the backends a burst opened, up to `max` a process: the count it already had at the peak.
      min: max,
      connectionTimeoutMillis: 10_000,
      // No JIT compilation: our statements are short, and a plan costed over jit_above_cost (a search's
      // generic plan, decision 0022) compiled for ~250 ms to save a few. A SET on each new connection, done
      // before the pool hands it out (a startup option would be refused by PgBouncer).
      onConnect: async (client) => {
        await client.query('set jit = off').catch(() => undefined);
      },
    });
    // An idle client can lose its server (restart, failover); without a handler that error would end the
    // process. The pool drops the client and the next query opens a new one.
    pool.on('error', (error) => console.error(`postgres: idle connection lost (${error.message})`));
    const db: Db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
      ping: () => pingWith(db),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      close: () => pool.end(),
    };
  }
  if (!options.dataDir) return openPglite(undefined, options.from);
  // One process at a time holds a data folder; the holder serves backups of it (decision 0026).
  const dir = databaseFolderOf(options.dataDir);
  mkdirSync(dir, { recursive: true });
  const lock = lockDataDir(options.dataDir);
  try {
    const handle = await openPglite(dir, options.from);
    const snapshot = handle.dumpDataDir as () => Promise<Blob>;
    // Backups while running are a service of the holder, not a condition for running.
    const backups = await serveSnapshots(lock.holder.socket, snapshot).catch((error: Error) => {
      console.warn(`pglite: no backup socket at ${lock.holder.socket} (${error.message})`);
      return null;
    });
    return {
      ...handle,
      close: async () => {
        await new Promise<void>((resolve) => (backups ? backups.close(() => resolve()) : resolve()));
        await handle.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** PGlite on `dir` without the folder lock: an in-memory database, or a folder the caller holds. */
export async function openPglite(dir: string | undefined, from?: Blob): Promise<DatabaseHandle> {
  return pgliteHandle(await startPglite(dir, from));
}

/**
 * PGlite's own defaults size its buffer cache for a database server (shared_buffers 128 MB inside the
 * WebAssembly memory, which never shrinks): the demo database is ~70 MB on disk, and the operating system
 * caches its files besides. 32 MB (PostgreSQL's default for years) took the server's memory after start
 * from 508 to 406 MB on a restart and 866 to 754 MB just after seeding (7 Dec 2026, docs/benchmarks.md).
 */
const pgliteSettings = ['shared_buffers=32MB'];

/** A started PGlite with Tendero's extensions, on `dir` (undefined: in memory), loaded from `from`. */
export async function startPglite(dir: string | undefined, from?: Blob): Promise<PGlite> {
  // The options form: `new PGlite(undefined, options)` ignores the options (and so the extensions).
  const client = new PGlite({
    dataDir: dir,
    extensions: { pg_trgm, unaccent },
    loadDataDir: from,
    postgresqlconf: pgliteSettings,
  });
  await client.waitReady;
  return client;
}

/** The handle over a started PGlite (`close` closes it; the test databases' pool gives its own). */
export function pgliteHandle(client: PGlite, close: () => Promise<void> = () => client.close()): DatabaseHandle {
  const pglite = drizzlePglite(client, { schema });
  const db: Db = pglite;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pglite, { migrationsFolder }),
    ping: () => pingWith(db),
    close,
    dumpDataDir: () => snapshotPglite(client),
  };
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
