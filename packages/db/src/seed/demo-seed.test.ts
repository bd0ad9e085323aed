import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { openTestDatabase } from '../testing';
import { runDemoSeed, type SeedStep } from './demo-seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('demo seed', () => {
  it('runs its steps once per database, so a restart keeps all data', async () => {
    const runs: string[] = [];
    const steps: SeedStep[] = [
      { name: 'first', run: async () => void runs.push('first') },
      { name: 'second', run: async () => void runs.push('second') },
    ];
    expect(await runDemoSeed(database.db, steps)).toEqual(['first', 'second']);
    expect(await runDemoSeed(database.db, steps)).toEqual([]);
    expect(runs).toEqual(['first', 'second']);
  });
});

describe('migrations', () => {
  it('create the foundation tables', async () => {
    const result = await database.db.execute(
      'select table_name from information_schema.tables where table_schema = current_schema() order by table_name' as never,
    );
    const names = (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
    expect(names).toEqual(expect.arrayContaining(['app_meta', 'jobs', 'mail_messages', 'support_requests']));
  });
});
