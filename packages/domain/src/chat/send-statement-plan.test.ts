import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../shared/rows';
import { chatOn, database, message, pairsOn, useChatTestDatabase, watch } from './chat.service.fixture';

/**
 * The batch statement's plan as conversations grow: it reads only the batch's conversations, by key.
 */
useChatTestDatabase();

describe('the statement as conversations grow', () => {
  it('reads only the batch’s conversations, by key, however many others there are', async () => {
    const chat = chatOn();
    const pairs = await pairsOn(chat, 3);
    // Three thousand other conversations, known to the planner.
    await database.db.execute(
      sql`insert into chats (pair_key) select 'other-' || n from generate_series(1, 3000) as n`,
    );
    await database.db.execute(sql`analyze chats`);
    watch.lastStatement = null;
    await Promise.all(pairs.map(({ client, rep, roomId }) => chat.send(client, message(roomId, rep, 'hello'))));
    const statement = watch.lastStatement as { sql: string; params: unknown[] } | null;
    if (!statement) throw new Error('no batch statement was sent');
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await database.db._.session
        .prepareQuery({ sql: `explain ${statement.sql}`, params: statement.params }, undefined, undefined, false)
        .execute(),
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    // Read in full, the table would be read twice a batch (to lock and to number): a fifth of the statement
    // at 2,500 conversations, and growing with them (decision 0021).
    expect(plan).toContain('chats');
    expect(plan).not.toMatch(/Seq Scan on chats/);
  });
});
