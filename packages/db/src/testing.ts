import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from './client';

/**
 * A fresh database for one test file: in-memory PGlite, or a new database on TEST_DATABASE_URL's server
 * (a database, not a schema: generated migrations name the `public` schema in foreign keys).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return database;
  }
  const name = `tendero_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), maxConnections: 4 });
  await database.migrate();
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
