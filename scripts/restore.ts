// npm run restore -- FILE [--data-dir DIR] [--force]
// Restores a backup made by `npm run backup` (decision 0026). A .tar.gz of the embedded database goes into
// DIR/db (DIR defaults to DATA_DIR), which must be empty or absent: --force moves an existing one aside,
// and nothing is restored while a process holds the folder. A pg_dump archive goes into DATABASE_URL's
// database, which must have no tables unless --force. Either way the result is opened and its users
// counted before it says done.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, isPgDumpArchive, restoreDataDir, restorePostgres } from '@tendero/db/backup';
import { loadConfig } from '../apps/api/src/config';

const { values, positionals } = parseArgs({
  options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [archive] = positionals;
if (!archive || positionals.length > 1) {
  console.error('usage: npm run restore -- FILE [--data-dir DIR] [--force]');
  process.exit(2);
}
const file = resolve(archive);
const config = loadConfig(process.env);

try {
  if (!existsSync(file)) throw new BackupError(`Cannot read ${file} (no such file).`);
  if (isPgDumpArchive(file)) {
    if (config.database.kind !== 'postgres') {
      throw new BackupError(`${file} is a pg_dump archive: set DATABASE_URL to the database to restore it into.`);
    }
    const restored = await restorePostgres(config.database.url, file, {
      force: values.force,
      onCommand: (command) => console.info(`PostgreSQL: ${command}`),
    });
    console.info(`Restored into ${restored.target}: the database opens and has ${restored.users} users.`);
  } else {
    const dataDir = resolve(values['data-dir'] ?? config.dataDir);
    const restored = await restoreDataDir(file, dataDir, { force: values.force });
    if (restored.movedAside) console.info(`The database that was there is now ${restored.movedAside}.`);
    console.info(`Restored into ${restored.target}: the database opens and has ${restored.users} users.`);
    console.info(`Start Tendero on it with DATA_DIR=${dataDir} (without DATABASE_URL).`);
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`restore: ${error.message}`);
  process.exitCode = 1;
}
