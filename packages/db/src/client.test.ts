import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { appMeta } from './schema/platform';
import { runDemoSeed } from './seed/demo-seed';
import { pgliteInitdbTemplate } from './testing';

const dataDir = mkdtempSync(join(tmpdir(), 'tendero-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database under DATA_DIR', () => {
  it('keeps all data across a restart, and migrations and seed run only once', async () => {
    // The folder as initdb leaves it (a copy: initdb itself is PGlite's, not the subject here); the
    // migrations and the seed run on this first start, and on the second they find nothing to do.
    const first = await openDatabase({ kind: 'pglite', dataDir, from: await pgliteInitdbTemplate() });
    const tables = await first.db.execute(sql`select 1 from pg_tables where tablename = 'app_meta'`);
    expect((tables as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    await first.migrate();
    expect(await runDemoSeed(first.db, [{ name: 'marker', run: async () => {} }])).toEqual(['marker']);
    await first.db.insert(appMeta).values({ key: 'written-before-restart', value: 'yes' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.migrate();
    expect(await runDemoSeed(second.db, [{ name: 'marker', run: async () => {} }])).toEqual([]);
    const rows = await second.db.select().from(appMeta);
    expect(rows.map((row) => row.key)).toContain('written-before-restart');
    // The buffer cache sized for an embedded database, not PGlite's 128 MB (it is the process's memory).
    const buffers = await second.db.execute(sql`show shared_buffers`);
    expect((buffers as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe('32MB');
    expect(await second.ping()).toBe(true);
    await second.close();
    // A real data folder opened twice and migrated once, on a possibly busy machine.
  }, 90_000);
});
