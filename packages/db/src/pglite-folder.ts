import { createHash } from 'node:crypto';
import { chmodSync, closeSync, existsSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Who holds an embedded data folder. PGlite runs PostgreSQL inside one process, so only one process may open
 * `DATA_DIR/db` at a time: two would each write its own copy of the same files. The holder keeps
 * `DATA_DIR/db.lock` (its pid and the path of its backup socket), taken with an exclusive create and removed
 * when it closes or exits. A lock whose process is gone (a SIGKILL) is stale and taken over.
 *
 * The holder answers on a unix socket (`DATA_DIR/db.sock`, mode 0600, never a network port) with a
 * consistent snapshot of the folder, so `npm run backup` works while `npm start` runs (decision 0026).
 */

export type DataDirHolder = { pid: number; socket: string };

export type DataDirLock = { holder: DataDirHolder; release: () => void };

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid} (a running Tendero, backup or restore). ` +
        `Stop it first; if no such process runs, delete ${lockPath(dataDir)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Where the embedded database's files are under a data folder (beside `uploads/` and the lock). */
export function databaseFolderOf(dataDir: string): string {
  return join(dataDir, 'db');
}

export function lockPath(dataDir: string): string {
  return join(dataDir, 'db.lock');
}

/** A unix socket path must fit in 107 bytes; a deep DATA_DIR gets one in the temp folder named by its hash. */
function socketPath(dataDir: string): string {
  const beside = join(dataDir, 'db.sock');
  if (Buffer.byteLength(beside) <= 100) return beside;
  return join(tmpdir(), `tendero-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): DataDirHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<DataDirHolder>;
    return typeof parsed.pid === 'number' && typeof parsed.socket === 'string'
      ? { pid: parsed.pid, socket: parsed.socket }
      : null;
  } catch {
    return null;
  }
}

/** The live process holding `dataDir`, or null when none does (no lock, or a stale one). */
export function findDataDirHolder(dataDir: string): DataDirHolder | null {
  const holder = readHolder(lockPath(dataDir));
  return holder && isAlive(holder.pid) ? holder : null;
}

/**
 * Takes `dataDir` for this process, or throws DataDirInUseError naming the live holder. The lock goes when
 * `release` is called or the process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = lockPath(dataDir);
  const holder: DataDirHolder = { pid: process.pid, socket: socketPath(dataDir) };
  const content = JSON.stringify(holder);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, content);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const raw = readFileSync(file, 'utf8');
      const other = readHolder(file);
      // A lock being written this instant reads empty: wait for it rather than call it stale.
      if (!other && attempt < 20) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
      if (other && isAlive(other.pid)) throw new DataDirInUseError(dataDir, other.pid);
      if (attempt >= 20) throw new DataDirInUseError(dataDir, other?.pid ?? 0);
      // Stale: removed only if it is still the same stale lock, then taken with another exclusive create.
      if (readFileSync(file, 'utf8') === raw) unlinkSync(file);
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readHolder(file)?.pid === process.pid) unlinkSync(file);
  };
  process.on('exit', release);
  return { holder, release };
}

/**
 * A consistent copy of a PGlite database as an uncompressed tarball of its data folder. Taken while no
 * transaction is open and no query runs (PGlite's own transaction lock), after a CHECKPOINT, so it is the
 * state after the last committed transaction, with next to no WAL to replay when opened. Queries wait
 * meanwhile (about half a second per 40 MB of data folder).
 */
export async function snapshotPglite(client: PGlite): Promise<Blob> {
  await client.exec('CHECKPOINT');
  return client._runExclusiveTransaction(() => client.dumpDataDir('none'));
}

/**
 * Serves snapshots on the holder's unix socket: a client writes `snapshot\n` and reads one JSON line
 * (`{"ok":true,"bytes":N}` or `{"ok":false,"error":"…"}`) then the N bytes of the tarball. The server does
 * not keep the process alive; close it before closing the database.
 */
export async function serveSnapshots(path: string, snapshot: () => Promise<Blob>): Promise<Server> {
  // A socket file left by a process that died; the lock says nobody else serves here.
  if (existsSync(path)) unlinkSync(path);
  const server = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    // A client that asks nothing would hold up closing the database at shutdown.
    socket.setTimeout(30_000, () => socket.destroy());
    let request = '';
    socket.on('data', (chunk) => {
      request += chunk.toString('utf8');
      if (!request.includes('\n')) {
        if (request.length > 100) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      socket.setTimeout(0);
      if (request.trim() !== 'snapshot') {
        socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`);
        return;
      }
      snapshot()
        .then(async (blob) => {
          socket.write(`${JSON.stringify({ ok: true, bytes: blob.size })}\n`);
          socket.end(Buffer.from(await blob.arrayBuffer()));
        })
        .catch((error: unknown) => {
          socket.end(
            `${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`,
          );
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  // Only this user (the one who can read the data folder anyway) may ask.
  chmodSync(path, 0o600);
  server.unref();
  return server;
}
