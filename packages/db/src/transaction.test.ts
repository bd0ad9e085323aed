import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { openTestDatabase } from './testing';
import { afterCommit, withTransaction } from './transaction';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('afterCommit', () => {
  it('runs at once outside a transaction, with the handle it was given', () => {
    const ran: unknown[] = [];
    afterCommit(database.db, (root) => ran.push(root));
    expect(ran).toEqual([database.db]);
  });

  it('waits for the commit inside a transaction and then gets the outermost handle', async () => {
    const ran: string[] = [];
    await withTransaction(database.db, async (tx) => {
      await tx.execute(sql`select 1`);
      afterCommit(tx, (root) => ran.push(root === database.db ? 'root' : 'other'));
      ran.push('work done');
    });
    expect(ran).toEqual(['work done', 'root']);
  });

  it('never runs for a transaction that rolled back', async () => {
    const ran: string[] = [];
    await expect(
      withTransaction(database.db, async (tx) => {
        afterCommit(tx, () => ran.push('woken'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toEqual([]);
  });

  it('in a savepoint waits for the outer commit, and is dropped with a savepoint that rolled back', async () => {
    const ran: string[] = [];
    await withTransaction(database.db, async (tx) => {
      await withTransaction(tx, async (inner) => {
        afterCommit(inner, () => ran.push('kept savepoint'));
      });
      await withTransaction(tx, async (inner) => {
        afterCommit(inner, () => ran.push('dropped savepoint'));
        throw new Error('refused');
      }).catch(() => undefined);
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['kept savepoint']);

    await expect(
      withTransaction(database.db, async (tx) => {
        await withTransaction(tx, async (inner) => afterCommit(inner, () => ran.push('outer rolled back')));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toEqual(['kept savepoint']);
  });
});
