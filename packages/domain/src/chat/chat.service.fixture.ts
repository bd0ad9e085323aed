import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SendMessageInput } from '@tendero/contracts';
import { type DatabaseHandle, type Db, schema } from '@tendero/db';
import { openTestDatabase } from '@tendero/db/testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Session } from '../accounts/index';
import { createLocalStorage } from '../files/index';
import { systemClock } from '../shared/clock';
import { rowsOf } from '../shared/rows';
import { createChat } from './chat.service';

/**
 * The database and the helpers of the send tests (send-*.test.ts). Sends gathered into one statement: a burst is stored by one INSERT, every sender is answered only once
 * its row is stored, a failed statement fails every send in it, numbers follow the order of sending, and
 * the room kept per process never lets a message through once one of the two may no longer talk.
 */
export let database: DatabaseHandle;
let uploads = '';
export const watch = {
  /** What the chat did with the database, in order: each batch statement, and when it finished. */
  events: [] as string[],
  /** When set, the next batch statement waits for it (a slow database) or fails with it (a broken one). */
  gate: null as Promise<void> | null,
  failure: null as Error | null,
  /** The last batch statement as it was sent: its text and parameters (for its plan). */
  lastStatement: null as { sql: string; params: unknown[] } | null,
};

/** The test database, with every statement that stores messages (one per batch, prepared) watched. */
function watched(db: Db): Db {
  const session = new Proxy(db._.session, {
    get(target, property, receiver) {
      if (property !== 'prepareQuery') return Reflect.get(target, property, receiver);
      return (...args: Parameters<typeof target.prepareQuery>) => {
        const prepared = target.prepareQuery(...args);
        if (args[2] !== 'chat_insert_messages') return prepared;
        watch.lastStatement = args[0];
        const execute = prepared.execute.bind(prepared);
        return Object.assign(prepared, {
          execute: async () => {
            watch.events.push('store');
            if (watch.gate) await watch.gate;
            if (watch.failure) throw watch.failure;
            const result = await execute();
            watch.events.push('stored');
            return result;
          },
        });
      };
    },
  });
  return new Proxy(db, {
    get(target, property, receiver) {
      return property === '_' ? { ...target._, session } : Reflect.get(target, property, receiver);
    },
  });
}

let serial = 0;
export async function person(
  role: 'CLIENT' | 'SALES_REP' | 'MANAGER',
  companyId: string | null = null,
): Promise<Session> {
  serial++;
  const id = `chat-${serial}-${randomUUID().slice(0, 8)}`;
  await database.db.insert(schema.users).values({
    id,
    name: `Person ${serial}`,
    email: `${id}@tendero.test`,
    username: id,
    role,
    status: 'ACTIVE',
    firstName: 'Person',
    lastName: `${serial}`,
    companyId,
  });
  return { userId: id, role, companyId };
}

export async function company(): Promise<string> {
  const [row] = await database.db
    .insert(schema.companies)
    .values({ name: `Company ${++serial}` })
    .returning({ id: schema.companies.id });
  return row?.id as string;
}

/** `count` clients, each in a conversation of its own with a rep of one company. */
export async function pairsOn(chat: ReturnType<typeof createChat>, count: number) {
  const companyId = await company();
  return Promise.all(
    Array.from({ length: count }, async () => {
      const client = await person('CLIENT');
      const rep = await person('SALES_REP', companyId);
      return { client, rep, roomId: (await chat.start(client, rep.userId)).roomId };
    }),
  );
}

export function chatOn(batching?: { windowMs?: number; maxItems?: number }) {
  return createChat(
    { db: watched(database.db), clock: systemClock, settings: { publicUrl: '', supportEmail: '', linkSecret: '' } },
    { storage: createLocalStorage(uploads), batching },
  );
}

export const message = (roomId: string, to: Session, text: string, clientMessageId = randomUUID()): SendMessageInput =>
  ({ roomId, receiverId: to.userId, messageText: text, clientMessageId }) as SendMessageInput;

export async function storedTexts(roomId: string): Promise<{ text: string; seq: number }[]> {
  // Read by plain SQL, beside the repositories under test (a fixture imports no Drizzle helpers).
  const query = { sql: 'select text, seq from chat_messages where chat_id = $1 order by seq', params: [roomId] };
  return rowsOf<{ text: string; seq: number }>(
    await database.db._.session.prepareQuery(query, undefined, undefined, false).execute(),
  );
}

/** Each test file's own database and upload folder; each test starts with nothing watched. */
export function useChatTestDatabase(): void {
  beforeAll(async () => {
    database = await openTestDatabase();
    uploads = mkdtempSync(join(tmpdir(), 'tendero-chat-batch-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(uploads, { recursive: true, force: true });
  });
  beforeEach(() => {
    watch.events = [];
    watch.gate = null;
    watch.failure = null;
  });
}
