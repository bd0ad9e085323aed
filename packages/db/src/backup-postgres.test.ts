import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupPostgres, isPgDumpArchive, pgDumpCommand, restorePostgres } from './backup';
import { openDatabase } from './client';
import { users } from './schema/accounts';
import { backupTestPerson } from './testing';

// PostgreSQL's backups (pg_dump, pg_restore): the db phase runs them against its server (TEST_DATABASE_URL).
// The embedded database's backups are backup.test.ts, which runs once, on PGlite, in the unit phase.
const root = mkdtempSync(join(tmpdir(), 'tendero-pg-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const person = backupTestPerson;

describe('PostgreSQL backups', () => {
  it('prints pg_dump without the password', () => {
    const command = pgDumpCommand('postgres://app:s3cr%40t@db.example:5432/tendero?sslmode=require', '/b/t.dump');
    expect(command.password).toBe('s3cr@t');
    expect(command.shown).toBe(
      "pg_dump --format=custom '--dbname=postgres://app@db.example:5432/tendero?sslmode=require' --file=/b/t.dump",
    );
  });

  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)(
    'pg_dump and pg_restore carry the data into an empty database, and refuse a full one',
    async () => {
      const admin = await openDatabase({ kind: 'postgres', url: url as string, maxConnections: 1 });
      const names = [`tendero_bk_${process.pid}_a`, `tendero_bk_${process.pid}_b`];
      const at = (name: string) => Object.assign(new URL(url as string), { pathname: `/${name}` }).toString();
      try {
        for (const name of names) await admin.db.execute(sql.raw(`create database ${name}`));
        const source = await openDatabase({ kind: 'postgres', url: at(names[0] as string) });
        await source.migrate();
        await source.db.insert(users).values(person);
        await source.close();

        const file = join(root, 'pg', 'tendero.dump');
        await backupPostgres(at(names[0] as string), file);
        expect(isPgDumpArchive(file)).toBe(true);
        const restored = await restorePostgres(at(names[1] as string), file);
        expect(restored.users).toBe(1);
        await expect(restorePostgres(at(names[1] as string), file)).rejects.toThrow(/already has \d+ tables/);
      } finally {
        for (const name of names) await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
        await admin.close();
      }
    },
    120_000,
  );
});
