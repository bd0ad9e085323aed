import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
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

  it('keeps the connections a burst opened, so the next burst does not wait to connect again', async () => {
    // The pool's idle timers are what would close them: faked, and run past pg's 10 s idle limit.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const database = await openDatabase({ kind: 'postgres', url: url as string, maxConnections: 3 });
    try {
      await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_backend_pid() from pg_sleep(0.05)`)));
      expect(database.poolUse?.()).toMatchObject({ total: 3, idle: 3 });
      vi.advanceTimersByTime(60_000);
      expect(database.poolUse?.()).toMatchObject({ total: 3, idle: 3 });
    } finally {
      vi.useRealTimers();
      await database.close();
    }
  });
});
