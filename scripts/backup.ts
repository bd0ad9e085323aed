// npm run backup [-- --out FILE]
// Backs up the configured database (decision 0026). Embedded (DATA_DIR): a consistent snapshot of
// DATA_DIR/db as a .tar.gz, asked from the running server when one holds the folder, otherwise taken by
// opening it here. PostgreSQL (DATABASE_URL): pg_dump in its custom format. Default file:
// DATA_DIR/backups/tendero-<UTC time>.tar.gz (or .dump). Prints where the archive went and its size.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backupDataDir, backupFileName, backupPostgres } from '@tendero/db/backup';
import { loadConfig } from '../apps/api/src/config';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig(process.env);
const database = config.database;

try {
  const extension = database.kind === 'postgres' ? '.dump' : '.tar.gz';
  const file = resolve(values.out ?? join(config.dataDir, 'backups', backupFileName(extension)));
  const result =
    database.kind === 'postgres'
      ? await backupPostgres(database.url, file, (command) =>
          console.info(`PostgreSQL: ${command}\n  (the password, if DATABASE_URL has one, goes in PGPASSWORD)`),
        )
      : await backupDataDir(config.dataDir, file);
  console.info(`Backup written to ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB), from ${result.source}.`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`backup: ${error.message}`);
  process.exitCode = 1;
}
