import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, backupDataDir, backupFileName, requestSnapshot, restoreDataDir } from './backup';
import { type DatabaseHandle, openDatabase } from './client';
import { DataDirInUseError, lockDataDir, lockPath } from './pglite-folder';
import { users } from './schema/accounts';
import { appMeta } from './schema/platform';
import { backupTestPerson, pgliteTemplate } from './testing';

// The embedded database's backups and its folder lock: PGlite alone, so they run once, in the unit phase (the
// db phase leaves this file out, vitest.config.ts). PostgreSQL's backups are backup-postgres.test.ts.
const root = mkdtempSync(join(tmpdir(), 'tendero-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const person = backupTestPerson;

/** A migrated embedded database in a folder of its own, held by this process as `npm start` holds one. */
async function openDataDir(name: string): Promise<{ dataDir: string; database: DatabaseHandle }> {
  const dataDir = join(root, name);
  return { dataDir, database: await openDatabase({ kind: 'pglite', dataDir, from: await pgliteTemplate() }) };
}

describe('embedded backups', () => {
  let live: { dataDir: string; database: DatabaseHandle };
  beforeAll(async () => {
    live = await openDataDir('live');
    await live.database.db.insert(users).values(person);
    await live.database.db.insert(appMeta).values({ key: 'written-before-backup', value: 'yes' });
  });
  afterAll(() => live.database.close());
  /** The first test's backup of the live folder: the later tests restore it again (a backup is seconds of CPU). */
  let takenWhileRunning = '';

  it('takes the backup from the process holding the folder, and restores it into a fresh folder with the data', async () => {
    const file = join(live.dataDir, 'backups', backupFileName('.tar.gz'));
    const backup = await backupDataDir(live.dataDir, file);
    takenWhileRunning = file;
    expect(backup.source).toContain(`running process ${process.pid}`);
    expect(readFileSync(file).length).toBe(backup.bytes);
    expect(existsSync(`${file}.partial-${process.pid}`)).toBe(false);

    const fresh = join(root, 'restored');
    const restored = await restoreDataDir(file, fresh);
    expect(restored).toEqual({ target: join(fresh, 'db'), users: 1, movedAside: null });
    const reopened = await openDatabase({ kind: 'pglite', dataDir: fresh });
    try {
      const [found] = await reopened.db.select().from(users).where(eq(users.email, person.email));
      expect(found?.username).toBe('ewa');
      const meta = await reopened.db.select().from(appMeta).where(eq(appMeta.key, 'written-before-backup'));
      expect(meta).toHaveLength(1);
    } finally {
      await reopened.close();
    }
  }, 120_000);

  it('is consistent while transactions write: every batch is in the backup whole or not at all', async () => {
    let writing = true;
    let committed = 0;
    const writer = (async () => {
      for (let batch = 0; writing; batch++) {
        await live.database.db.transaction(async (tx) => {
          for (let row = 0; row < 5; row++) {
            await tx.insert(appMeta).values({ key: `batch-${batch}-${row}`, value: String(batch) });
          }
        });
        committed = batch + 1;
        // As requests do, each batch arrives from the event loop (PGlite's queries alone never yield to it).
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (committed < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    const file = join(root, 'during-writes.tar.gz');
    await backupDataDir(live.dataDir, file);
    const before = committed;
    // The writer goes on after the snapshot, so the backup is not simply the final state.
    while (committed < before + 3) await new Promise((resolve) => setTimeout(resolve, 10));
    writing = false;
    await writer;

    const restored = await restoreDataDir(file, join(root, 'restored-during-writes'));
    expect(restored.users).toBe(1);
    const reopened = await openDatabase({ kind: 'pglite', dataDir: join(root, 'restored-during-writes') });
    try {
      const rows = await reopened.db
        .select({ batch: appMeta.value, rows: sql<number>`count(*)::int` })
        .from(appMeta)
        .where(like(appMeta.key, 'batch-%'))
        .groupBy(appMeta.value);
      expect(rows.every((row) => row.rows === 5)).toBe(true);
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.length).toBeLessThan(committed);
    } finally {
      await reopened.close();
    }
  }, 120_000);

  it('refuses a folder that already holds a database, and with --force moves it aside', async () => {
    const file = takenWhileRunning;
    const target = join(root, 'restored');
    await expect(restoreDataDir(file, target)).rejects.toThrow(/already holds a database.*--force/);
    const forced = await restoreDataDir(file, target, { force: true });
    expect(forced.movedAside).toMatch(/db\.before-restore-/);
    expect(existsSync(join(forced.movedAside as string, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(target, 'db', 'PG_VERSION'))).toBe(true);
  }, 120_000);

  it('never restores into a folder a running process holds, even with --force', async () => {
    await expect(restoreDataDir(takenWhileRunning, live.dataDir, { force: true })).rejects.toThrow(
      new RegExp(`in use by process ${process.pid}`),
    );
  });

  it('refuses a damaged archive with a clear message, and leaves the target untouched', async () => {
    const good = readFileSync(takenWhileRunning);
    const cases: [string, Buffer, RegExp][] = [
      [
        'truncated.tar.gz',
        good.subarray(0, good.length / 2),
        /not a readable Tendero backup: its compression is damaged/,
      ],
      ['garbage.tar.gz', Buffer.from('not a backup at all '.repeat(50)), /not a readable Tendero backup: damaged tar/],
      ['empty.tar.gz', Buffer.alloc(0), /not a readable Tendero backup: the archive ends early/],
    ];
    for (const [name, bytes, message] of cases) {
      const file = join(root, name);
      writeFileSync(file, bytes);
      const target = join(root, `target-${name}`);
      const refused = await restoreDataDir(file, target).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(BackupError);
      expect((refused as Error).message).toMatch(message);
      expect(existsSync(join(target, 'db'))).toBe(false);
    }
    await expect(restoreDataDir(join(root, 'missing.tar.gz'), join(root, 'x'))).rejects.toThrow(/Cannot read/);
  });

  it('takes the backup itself when no process holds the folder, and says so when there is no database', async () => {
    const folder = join(root, 'restored-during-writes');
    const backup = await backupDataDir(folder, join(root, 'offline.tar.gz'));
    expect(backup.source).toMatch(/no process was running/);
    expect(existsSync(lockPath(folder))).toBe(false);
    await expect(backupDataDir(join(root, 'nothing-here'), join(root, 'x.tar.gz'))).rejects.toThrow(
      /no embedded database/,
    );
  }, 120_000);
});

describe('the data folder lock', () => {
  it('says so when the holder does not answer on its socket', async () => {
    await expect(requestSnapshot(join(root, 'nobody.sock'))).rejects.toThrow(/did not answer on .*nobody\.sock/);
  });

  it('lets one process hold a folder, and takes over a lock whose process is gone', async () => {
    const dataDir = join(root, 'locked');
    mkdirSync(dataDir, { recursive: true });
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    lock.release();
    expect(existsSync(lockPath(dataDir))).toBe(false);

    const gone = spawnSync(process.execPath, ['-e', '0']).pid as number;
    writeFileSync(lockPath(dataDir), JSON.stringify({ pid: gone, socket: join(dataDir, 'db.sock') }));
    const taken = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockPath(dataDir), 'utf8')).pid).toBe(process.pid);
    taken.release();
  });
});
