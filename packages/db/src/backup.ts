import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase, openPglite } from './client';
import { DataDirInUseError, databaseFolderOf, findDataDirHolder, lockDataDir } from './pglite-folder';

/**
 * Backups of the database (decision 0026).
 * - Embedded (PGlite): a gzipped tarball of a consistent snapshot of `DATA_DIR/db`, asked from the process
 *   holding the folder over its unix socket, or taken by opening the folder when no process holds it.
 *   Restored into an empty database folder, checked by opening it, then moved into place.
 * - PostgreSQL: `pg_dump -Fc` and `pg_restore`, the server's own consistent dump, run with the password in
 *   the environment (never on a command line or in what is printed).
 */

/** A backup or restore that cannot go on; the message says why and what to do. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export type BackupResult = { file: string; bytes: number; source: string };
export type RestoreResult = { target: string; users: number; movedAside: string | null };

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** `tendero-2026-11-28T10-15-30Z` + extension: sortable, and valid on every file system. */
export function backupFileName(extension: '.tar.gz' | '.dump', now = new Date()): string {
  return `tendero-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}${extension}`;
}

/** Writes beside the target, flushes, then renames: the archive is either whole or absent. */
async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  const handle = await open(partial, 'w', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  renameSync(partial, file);
}

/** Asks the process holding a data folder for a snapshot over its unix socket (see pglite-folder.ts). */
export function requestSnapshot(socketPath: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write('snapshot\n'));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) =>
      reject(new BackupError(`The running process did not answer on ${socketPath} (${error.message}).`)),
    );
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      const header = newline < 0 ? null : (JSON.parse(all.subarray(0, newline).toString('utf8')) as unknown);
      const answer = header as { ok?: boolean; bytes?: number; error?: string } | null;
      const body = all.subarray(newline + 1);
      if (answer?.ok && body.length === answer.bytes) resolve(body);
      else if (answer?.ok) reject(new BackupError(`The running process sent ${body.length} of ${answer.bytes} bytes.`));
      else reject(new BackupError(`The running process could not take a snapshot: ${answer?.error ?? 'no answer'}.`));
    });
  });
}

/**
 * Backs up the embedded database under `dataDir` into `file` (a .tar.gz): from the running process when one
 * holds the folder, otherwise by opening the folder here (holding it meanwhile, so no server starts on it).
 */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupResult> {
  if (!existsSync(join(databaseFolderOf(dataDir), 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} (no db/PG_VERSION).`);
  }
  let tar: Buffer;
  let source: string;
  const holder = findDataDirHolder(dataDir);
  if (holder) {
    tar = await requestSnapshot(holder.socket);
    source = `the running process ${holder.pid}`;
  } else {
    let database: DatabaseHandle;
    try {
      database = await openDatabase({ kind: 'pglite', dataDir });
    } catch (error) {
      if (error instanceof DataDirInUseError) throw new BackupError(`${error.message} Then run the backup again.`);
      throw error;
    }
    try {
      tar = Buffer.from(await (await (database.dumpDataDir as () => Promise<Blob>)()).arrayBuffer());
    } finally {
      await database.close();
    }
    source = 'the data folder (no process was running on it)';
  }
  const archive = await gzipAsync(tar);
  await writeAtomically(file, archive);
  return { file, bytes: archive.length, source };
}

/** Checks a tarball's structure (headers, checksums, sizes, end marker) and answers its entry names. */
export function listTarEntries(tar: Buffer): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return names;
    const field = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString('latin1')
        .replace(/\0.*$/s, '')
        .trim();
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] as number);
    const size = Number.parseInt(field(124, 12) || '0', 8);
    if (!field(257, 6).startsWith('ustar') || Number.parseInt(field(148, 8), 8) !== sum || Number.isNaN(size)) {
      throw new Error(`damaged tar header at byte ${offset}`);
    }
    const prefix = field(345, 155);
    names.push(prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`the archive ends early (after ${names.length} files)`);
}

/** The PGlite tarball inside a backup file, checked, or a BackupError saying what is wrong with it. */
async function readEmbeddedArchive(file: string, bytes: Buffer): Promise<Buffer> {
  const broken = (reason: string) => new BackupError(`${file} is not a readable Tendero backup: ${reason}.`);
  let tar = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    tar = await gunzipAsync(bytes).catch((error: Error) => {
      throw broken(`its compression is damaged (${error.message})`);
    });
  }
  let entries: string[];
  try {
    entries = listTarEntries(tar);
  } catch (error) {
    throw broken((error as Error).message);
  }
  if (!entries.some((name) => name.endsWith('PG_VERSION'))) throw broken('it holds no database folder (no PG_VERSION)');
  return tar;
}

/**
 * Restores an embedded backup into `dataDir/db`, which must be empty or absent (with `force`, an existing
 * one is moved aside, never deleted), and never while a process holds the folder. The archive is unpacked
 * into a staging folder and opened (its users counted) before it is moved into place.
 */
export async function restoreDataDir(file: string, dataDir: string, options: { force?: boolean } = {}) {
  const bytes = await readFile(file).catch((error: Error) => {
    throw new BackupError(`Cannot read ${file} (${error.message}).`);
  });
  const tar = await readEmbeddedArchive(file, bytes);
  mkdirSync(dataDir, { recursive: true });
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new BackupError(`Not restored: ${error.message}`);
    throw error;
  }
  const target = databaseFolderOf(dataDir);
  const staging = join(dataDir, `.restore-${process.pid}`);
  try {
    const occupied = existsSync(target) && readdirSync(target).length > 0;
    if (occupied && !options.force) {
      throw new BackupError(
        `Not restored: ${target} already holds a database. Restore into another --data-dir, or add --force to move it aside.`,
      );
    }
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(databaseFolderOf(staging), { recursive: true });
    const users = await openAndCountUsers(file, databaseFolderOf(staging), tar);
    let movedAside: string | null = null;
    if (occupied) {
      movedAside = `${target}.before-restore-${backupFileName('.tar.gz').slice('tendero-'.length, -'.tar.gz'.length)}`;
      renameSync(target, movedAside);
    } else if (existsSync(target)) {
      rmSync(target, { recursive: true });
    }
    renameSync(databaseFolderOf(staging), target);
    return { target, users, movedAside } satisfies RestoreResult;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}

async function openAndCountUsers(file: string, dir: string, tar: Buffer): Promise<number> {
  let database: DatabaseHandle;
  try {
    database = await openPglite(dir, new Blob([new Uint8Array(tar)]));
  } catch (error) {
    throw new BackupError(`${file} did not open as a database (${(error as Error).message}).`);
  }
  try {
    const result = await database.db.execute(sql`select count(*)::int as users from users`);
    return (result as unknown as { rows: { users: number }[] }).rows[0]?.users ?? 0;
  } catch (error) {
    throw new BackupError(`${file} opened, but holds no Tendero database (${(error as Error).message}).`);
  } finally {
    await database.close();
  }
}

// PostgreSQL: pg_dump / pg_restore.

/** The connection URL without its password, and the password for PGPASSWORD. */
export function splitPassword(url: string): { url: string; password: string | null } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : null;
  parsed.password = '';
  return { url: parsed.toString(), password };
}

/** The shell-safe form of one argument, for the commands printed to the user. */
function quote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`;
}

export type PgCommand = { program: 'pg_dump' | 'pg_restore'; args: string[]; password: string | null; shown: string };

export function pgDumpCommand(databaseUrl: string, file: string): PgCommand {
  const { url, password } = splitPassword(databaseUrl);
  const args = ['--format=custom', `--dbname=${url}`, `--file=${file}`];
  return { program: 'pg_dump', args, password, shown: ['pg_dump', ...args].map(quote).join(' ') };
}

export function pgRestoreCommand(databaseUrl: string, file: string, clean: boolean): PgCommand {
  const { url, password } = splitPassword(databaseUrl);
  const args = [
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    ...(clean ? ['--clean', '--if-exists'] : []),
    `--dbname=${url}`,
    file,
  ];
  return { program: 'pg_restore', args, password, shown: ['pg_restore', ...args].map(quote).join(' ') };
}

/** Runs pg_dump or pg_restore; a missing program or a failure becomes a BackupError with its own words. */
function runPg(command: PgCommand): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command.program, command.args, {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: command.password ? { ...process.env, PGPASSWORD: command.password } : process.env,
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command.program} is not installed here. Run it where it is (PostgreSQL client tools):\n  ${command.shown}`
            : `${command.program} did not start (${error.message}).`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command.program} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}

/** `pg_dump -Fc` of DATABASE_URL into `file`, written beside and renamed when complete. */
export async function backupPostgres(databaseUrl: string, file: string, onCommand?: (shown: string) => void) {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  const command = pgDumpCommand(databaseUrl, partial);
  onCommand?.(pgDumpCommand(databaseUrl, file).shown);
  try {
    await runPg(command);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  const { url } = splitPassword(databaseUrl);
  return { file, bytes: statSync(file).size, source: url } satisfies BackupResult;
}

/** Whether a file is a pg_dump custom-format archive (it starts with PGDMP). */
export function isPgDumpArchive(file: string): boolean {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  return head.toString('latin1') === 'PGDMP';
}

/**
 * `pg_restore` of a pg_dump archive into DATABASE_URL: refused when the database already has tables unless
 * `force` (then the archive's objects are dropped and recreated), in one transaction, then users counted.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  options: { force?: boolean; onCommand?: (shown: string) => void } = {},
) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 1 });
  try {
    const tables = await database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    const count = (tables as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if (count > 0 && !options.force) {
      throw new BackupError(
        `Not restored: ${splitPassword(databaseUrl).url} already has ${count} tables. Restore into an empty database (createdb), or add --force to replace what the archive holds.`,
      );
    }
    const command = pgRestoreCommand(databaseUrl, file, count > 0);
    options.onCommand?.(command.shown);
    await runPg(command);
    const users = await database.db.execute(sql`select count(*)::int as users from users`);
    return {
      target: splitPassword(databaseUrl).url,
      users: (users as unknown as { rows: { users: number }[] }).rows[0]?.users ?? 0,
      movedAside: null,
    } satisfies RestoreResult;
  } finally {
    await database.close();
  }
}
