import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, migrationsFolder, openDatabase, pgliteHandle, startPglite } from './client';

/** Names the PGlite build: its package.json beside dist/ (the package does not export that file). */
function pgliteBuild(): Buffer {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return readFileSync(join(dirname(pgliteEntry), '..', 'package.json'));
}

/**
 * Names the migrated schema: the migration files and the PGlite build. A template made from other
 * migrations is never reused, so a new migration needs no manual cache clearing.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  hash.update(pgliteBuild());
  return hash.digest('hex').slice(0, 16);
}

/**
 * A template's bytes as a Blob whose arrayBuffer() is one copy of them. PGlite loads a tarball through
 * arrayBuffer(), which on Node 20's own Blob reads it back in small chunks and joins them: with reading the
 * 43 MB file for every test file, 0.4-0.7 CPU-s of the ~2 CPU-s a test database took to open (6 Dec 2026,
 * load 20). The bytes are read once per process: a Vitest worker runs many files (vitest.config.ts), and
 * globalThis outlives the per-file module reset (fresh-modules.setup.ts). A file's name is its content (a
 * hash of the migrations and the PGlite build), so held bytes are never stale.
 */
class TemplateBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([bytes]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

const processGlobals = globalThis as { tenderoPgliteTemplates?: Map<string, Uint8Array<ArrayBuffer>> };
processGlobals.tenderoPgliteTemplates ??= new Map();
const heldTemplates = processGlobals.tenderoPgliteTemplates;

function heldTemplate(file: string): Blob {
  let bytes = heldTemplates.get(file);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(file));
    heldTemplates.set(file, bytes);
  }
  return new TemplateBlob(bytes);
}

/** Writes a template beside others that test processes may be writing: aside, then renamed (atomic). */
async function keep(file: string, dump: Blob): Promise<void> {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

function initdbTemplateFile(): string {
  return join(
    tmpdir(),
    `tendero-pglite-initdb-${createHash('sha256').update(pgliteBuild()).digest('hex').slice(0, 16)}.tar`,
  );
}

/**
 * A migrated PGlite data folder, made once per migration set and kept as a tarball in the temp folder.
 * Creating PGlite from scratch runs initdb (≈ 2.5 s, much more on a busy machine); loading the tarball
 * takes ≈ 0.5 s, so every test file starts from a copy of one migrated database.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `tendero-pglite-template-${templateKey()}.tar`);
  if (existsSync(file)) return heldTemplate(file);
  const fresh = await openDatabase({ kind: 'pglite', dataDir: null });
  const dumpOf = fresh.dumpDataDir as () => Promise<Blob>;
  // The same initdb gives the unmigrated template too (pgliteInitdbTemplate), so no test runs another.
  if (!existsSync(initdbTemplateFile())) await keep(initdbTemplateFile(), await dumpOf());
  await fresh.migrate();
  const dump = await dumpOf();
  await fresh.close();
  await keep(file, dump);
  return dump;
}

/**
 * A PGlite data folder just after initdb, before any migration: for a test of what the first start does
 * (migrating, seeding) whose subject is not initdb itself. Made by pgliteTemplate's initdb when it ran.
 */
export async function pgliteInitdbTemplate(): Promise<Blob> {
  const file = initdbTemplateFile();
  if (existsSync(file)) return heldTemplate(file);
  const fresh = await openDatabase({ kind: 'pglite', dataDir: null });
  const dump = await (fresh.dumpDataDir as () => Promise<Blob>)();
  await fresh.close();
  await keep(file, dump);
  return dump;
}

/**
 * The PostgreSQL template database of the current migrations, created once per migration set under an
 * advisory lock (several test processes start at once); test databases are copies of it.
 */
async function postgresTemplate(admin: DatabaseHandle, url: string): Promise<string> {
  const name = `tendero_template_${templateKey()}`;
  await admin.db.execute(sql`select pg_advisory_lock(hashtext(${name}))`);
  try {
    const found = await admin.db.execute(sql`select 1 from pg_database where datname = ${name}`);
    if ((found as unknown as { rows: unknown[] }).rows.length > 0) return name;
    const building = `${name}_building`;
    await admin.db.execute(sql.raw(`drop database if exists ${building} with (force)`));
    await admin.db.execute(sql.raw(`create database ${building}`));
    const target = new URL(url);
    target.pathname = `/${building}`;
    const database = await openDatabase({ kind: 'postgres', url: target.toString(), maxConnections: 1 });
    await database.migrate();
    await database.close();
    // Renamed only once complete: a template that exists is always fully migrated.
    await admin.db.execute(sql.raw(`alter database ${building} rename to ${name}`));
    return name;
  } finally {
    await admin.db.execute(sql`select pg_advisory_unlock(hashtext(${name}))`);
  }
}

/**
 * Builds the template once before the test files start (vitest's global set-up), so parallel files do
 * not each build their own on a cold machine: PGlite's, or that of the PostgreSQL server at `url`. Test files
 * work without it too.
 */
export async function prepareTestTemplate(serverUrl?: string): Promise<void> {
  const url = serverUrl ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    await pgliteTemplate();
    return;
  }
  const admin = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  try {
    await postgresTemplate(admin, url);
  } finally {
    await admin.close();
  }
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the migrated template, or
 * a new database on TEST_DATABASE_URL's server copied from its template database (a database, not a
 * schema: generated migrations name the `public` schema in foreign keys).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return pooledPglite();
  const name = `tendero_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  const template = await postgresTemplate(admin, url);
  await admin.db.execute(sql.raw(`create database ${name} template ${template}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), maxConnections: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      // Connections may still be closing: drop politely a few times before forcing.
      for (let attempt = 0; attempt < 20; attempt++) {
        const dropped = await admin.db
          .execute(sql.raw(`drop database if exists ${name}`))
          .then(() => true)
          .catch(() => false);
        if (dropped) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`)).catch(() => {});
      await admin.close();
    },
  };
}

/**
 * This process's in-memory PGlite databases, each lent to one test file at a time and emptied before the
 * next file gets it. Starting PGlite from the template cost ~2.2 CPU-s per file (its WebAssembly and
 * PostgreSQL's start; 6 Dec 2026, 2-core machine), emptying every table ~0.1 CPU-s; a Vitest worker runs
 * file after file (vitest.config.ts), so a worker starts one or two instead of one per file. Held on
 * globalThis: it outlives the per-file module reset (fresh-modules.setup.ts). What a file gets is what a new
 * copy of the template would be: the same migrated schema (checked, see `shapeOf`), no rows, a new session
 * (`discard all`: settings, temporary tables, prepared statements). A database whose schema a file changed
 * is closed instead of lent again; the template holds no rows (checked when an instance starts: if a
 * migration ever adds some, its databases are not reused).
 */
type Lent = { key: string; client: PGlite; busy: boolean; tables: string; shape: string };

const lendable = globalThis as { tenderoTestDatabases?: Lent[] };

async function pooledPglite(): Promise<DatabaseHandle> {
  const key = templateKey();
  lendable.tenderoTestDatabases ??= [];
  const pool = lendable.tenderoTestDatabases;
  for (const entry of [...pool]) {
    if (entry.busy || entry.key !== key) continue;
    entry.busy = true;
    if (await emptied(entry)) return lend(entry);
    pool.splice(pool.indexOf(entry), 1);
    await entry.client.close().catch(() => {});
  }
  const client = await startPglite(undefined, await pgliteTemplate());
  const tables = await tablesOf(client);
  if (tables === null) return pgliteHandle(client);
  const entry: Lent = { key, client, busy: true, tables, shape: await shapeOf(client) };
  pool.push(entry);
  return lend(entry);
}

/** The handle a test file gets: closing it gives the database back for the next file. */
function lend(entry: Lent): DatabaseHandle {
  return pgliteHandle(entry.client, async () => {
    entry.busy = false;
  });
}

/** Back to the template's state: a new session, every table empty; false when that cannot be promised. */
async function emptied(entry: Lent): Promise<boolean> {
  try {
    await entry.client.exec('discard all');
    await entry.client.exec(`truncate ${entry.tables} restart identity cascade`);
    // After the TRUNCATE, which restarts the tables' own sequences: a sequence of its own still moved counts.
    return (await shapeOf(entry.client)) === entry.shape;
  } catch {
    return false;
  }
}

/** The template's tables, for one TRUNCATE; null when one of them holds rows (emptying would lose them). */
async function tablesOf(client: PGlite): Promise<string | null> {
  const { rows } = await client.query<{ name: string }>(
    `select c.oid::regclass::text as name from pg_class c
      where c.relkind in ('r', 'p') and c.relnamespace = 'public'::regnamespace order by 1`,
  );
  if (rows.length === 0) return null;
  const names = rows.map((row) => row.name);
  const filled = await client.query(
    names.map((name) => `select 1 where exists (select 1 from ${name})`).join(' union all '),
  );
  return filled.rows.length > 0 ? null : names.join(', ');
}

/**
 * What a test file could have changed of the schema, counted: relations, columns, constraints, triggers,
 * functions, types, schemas, extensions, sequences. A file that created a table or a trigger (one does, to
 * count INSERT statements) leaves a database that is not the template's: it is not lent again.
 */
async function shapeOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(
    `select concat_ws(':',
      (select count(*) from pg_class),
      (select count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace),
      (select count(*) from pg_constraint),
      (select count(*) from pg_trigger),
      (select count(*) from pg_proc),
      (select count(*) from pg_type),
      (select count(*) from pg_namespace),
      (select count(*) from pg_extension),
      (select string_agg(last_value::text, ',' order by sequencename) from pg_sequences where schemaname = 'public')
    ) as shape`,
  );
  return rows[0]?.shape ?? '';
}

/** One person's row, the least the users table takes: what the backup tests carry into a backup and back. */
export const backupTestPerson = {
  id: 'user-backup-1',
  name: 'Ewa Kowalska',
  email: 'ewa@example.pl',
  username: 'ewa',
  role: 'CLIENT',
  status: 'ACTIVE',
  firstName: 'Ewa',
  lastName: 'Kowalska',
} as const;
