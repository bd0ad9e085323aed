import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from './client';

/** A fresh database for one test file: in-memory PGlite, or a new schema on TEST_DATABASE_URL's server. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return database;
  }
  const schemaName = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  await admin.db.execute(sql.raw(`create schema ${schemaName}`));
  await admin.close();
  const separator = url.includes('?') ? '&' : '?';
  const database = await openDatabase({
    kind: 'postgres',
    url: `${url}${separator}options=-c%20search_path%3D${schemaName}`,
    maxConnections: 4,
    migrationsSchema: schemaName,
  });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.db.execute(sql.raw(`drop schema ${schemaName} cascade`)).catch(() => {});
      await database.close();
    },
  };
}
