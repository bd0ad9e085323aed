import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const url = process.env.TEST_DATABASE_URL;

// A setting of PostgreSQL's connections (PGlite has no JIT): it runs in `npm run test:db`.
describe.runIf(url)('connections to PostgreSQL', () => {
  it('compile no statement just in time, on every connection of the pool', async () => {
    const database = await openDatabase({ kind: 'postgres', url: url as string, maxConnections: 3 });
    try {
      // Three statements at once hold three connections.
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          database.db.execute(sql`select current_setting('jit') as jit, pg_backend_pid() as pid from pg_sleep(0.2)`),
        ),
      );
      const rows = answers.map((answer) => (answer as unknown as { rows: { jit: string; pid: number }[] }).rows[0]);
      expect(new Set(rows.map((row) => row?.pid)).size).toBe(3);
      expect(rows.map((row) => row?.jit)).toEqual(['off', 'off', 'off']);
    } finally {
      await database.close();
    }
  });
});
