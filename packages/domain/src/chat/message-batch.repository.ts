import { type Db, schema } from '@tendero/db';
import { rowsOf } from '../shared/rows';
import type { MessageRow } from './messages.repository';

const { chatMessages } = schema;

/** What a send was allowed on, for each of the two people: the statement stores only while it still holds. */
export type CheckedPerson = { id: string; role: string; companyId: string | null };

/** A message to store, with the facts the sender's policy check read (maybe from a cached room). */
export type MessageToStore = Omit<typeof chatMessages.$inferInsert, 'id' | 'seq' | 'senderId' | 'receiverId'> & {
  sender: CheckedPerson;
  receiver: CheckedPerson;
  createdAt: Date;
  /** When the receiver becomes due for the offline e-mail if they have not read it. */
  notifyAfter: Date;
  /**
   * The access token the sender's socket is bound to: the statement stores the message only while that
   * session is still live (instead of a read of the session before every message). Null: the caller
   * vouches for the sender.
   */
  sessionToken: string | null;
};

/**
 * What became of each message of a batch: `created` (stored now, with its number), `stored` (a retry of
 * a message this sender stored before: that one), `ended` (the sender's session is over: nothing stored),
 * `stale` (one of the two people is no longer as the check saw them: suspended, deleted, another role or
 * company; nothing stored), `missing` (neither stored nor found: the conversation is gone, or a retry of
 * it committed by another process a moment ago).
 */
export type StoreOutcome =
  | { kind: 'created'; row: MessageRow }
  | { kind: 'stored'; row: MessageRow }
  | { kind: 'ended' }
  | { kind: 'stale' }
  | { kind: 'missing' };

const keyOf = (message: MessageToStore) => `${message.sender.id} ${message.clientMessageId}`;

function messageRowOf(row: Record<string, unknown>): MessageRow {
  return {
    id: String(row.id),
    chatId: String(row.chat_id),
    senderId: String(row.sender_id),
    receiverId: String(row.receiver_id),
    clientMessageId: String(row.client_message_id),
    text: String(row.text),
    fileKey: (row.file_key as string | null) ?? null,
    fileMimeType: (row.file_mime_type as string | null) ?? null,
    fileName: (row.file_name as string | null) ?? null,
    fileSize: row.file_size === null || row.file_size === undefined ? null : Number(row.file_size),
    createdAt: new Date(row.created_at as string),
    seq: Number(row.seq),
    storedBy: (row.stored_by as string | null) ?? null,
  };
}

/** The row a message became, from what was stored (the same values) and the number and id it was given. */
function storedRowOf(message: MessageToStore, id: string, seq: number): MessageRow {
  return {
    id,
    chatId: message.chatId,
    senderId: message.sender.id,
    receiverId: message.receiver.id,
    clientMessageId: message.clientMessageId,
    text: message.text,
    fileKey: message.fileKey ?? null,
    fileMimeType: message.fileMimeType ?? null,
    fileName: message.fileName ?? null,
    fileSize: message.fileSize ?? null,
    createdAt: message.createdAt,
    seq,
    storedBy: message.storedBy ?? null,
  };
}

/**
 * The batch statement's text, the same on every call (only its one parameter, the batch as JSON, changes),
 * so it is written once here rather than built for every batch.
 */
const insertMessagesText = `
    with input as materialized (
      select * from json_to_recordset($1::json) as t(ord int, chat_id uuid, sender_id text,
        sender_role text, sender_company uuid, receiver_id text, receiver_role text, receiver_company uuid,
        client_message_id uuid, text text, file_key text, file_mime_type text, file_name text, file_size int,
        created_at timestamptz, notify_after timestamptz, session_token text, stored_by text)
    ), checked as materialized (
      select i.*,
        coalesce(i.session_token is null or (s.deleted_at is null and s.status in ('ACTIVE', 'TEMPORARY')
          and exists (select 1 from sessions se where se.token = i.session_token and se.user_id = i.sender_id
            and se.expires_at > i.created_at)), false) as live,
        coalesce(s.status = 'ACTIVE' and s.deleted_at is null and s.role = i.sender_role
          and s.company_id is not distinct from i.sender_company
          and r.status = 'ACTIVE' and r.deleted_at is null and r.role = i.receiver_role
          and r.company_id is not distinct from i.receiver_company, false) as still,
        exists (select 1 from chat_messages m
          where m.sender_id = i.sender_id and m.client_message_id = i.client_message_id) as stored
      from input i
      -- One primary-key read per person ('offset 0' keeps it one: a join would scan users, as the planner
      -- takes the input for 100 rows).
      left join lateral (select status, deleted_at, role, company_id from users where id = i.sender_id offset 0) s on true
      left join lateral (select status, deleted_at, role, company_id from users where id = i.receiver_id offset 0) r on true
    ), fresh as materialized (
      select k.*, row_number() over (partition by k.chat_id order by k.ord) as n,
        count(*) over (partition by k.chat_id) as total
      from checked k where k.live and k.still and not k.stored
    ), locked as materialized (
      -- The conversations by key ('= any(array(…))'): as 'in (select …)' the planner took the batch for 12
      -- rows and read the whole chats table into a hash, twice (here and in bumped): a fifth of the statement
      -- with 2,500 conversations, more as they grow.
      select c.id from chats c where c.id = any(array(select chat_id from fresh)) order by c.id for update
    ), bumped as (
      update chats c set last_seq = c.last_seq + x.total, last_message_at = greatest(c.last_message_at, x.at)
      from (select chat_id, max(total) as total, max(created_at) as at from fresh group by chat_id) x
      where c.id = x.chat_id and c.id = any(array(select id from locked))
      returning c.id, c.last_seq
    ), inserted as (
      insert into chat_messages (chat_id, sender_id, receiver_id, client_message_id, text, file_key, file_mime_type,
        file_name, file_size, created_at, seq, stored_by)
      select f.chat_id, f.sender_id, f.receiver_id, f.client_message_id, f.text, f.file_key, f.file_mime_type,
        f.file_name, f.file_size, f.created_at, b.last_seq - f.total + f.n, f.stored_by
      from fresh f join bumped b on b.id = f.chat_id
      on conflict (sender_id, client_message_id) do nothing
      returning id, seq, chat_id, sender_id, receiver_id, client_message_id
    ), flagged as (
      -- Only a receiver not marked yet: rewriting the row with the value it has costs a row version a message.
      update chat_participants p set notify_after = x.at
      from (select i.chat_id, i.receiver_id, min(f.notify_after) as at from inserted i
        join fresh f on f.sender_id = i.sender_id and f.client_message_id = i.client_message_id
        group by i.chat_id, i.receiver_id) x
      where p.chat_id = x.chat_id and p.user_id = x.receiver_id and p.notify_after is null
    )
    -- Three parts matched up by the caller (a join of the inserted rows back to the input would be a nested
    -- loop: the planner takes a CTE's rows for one): the input rows refused for the session or the people
    -- (none in the usual batch); the number and id of each stored row (the rest of it is the caller's
    -- input); earlier copies of retries, whole (as one JSON value: the usual row carries eight small
    -- columns, not every column of a message, mostly null).
    select 'refused' as part, k.ord, k.live, k.sender_id, k.client_message_id, null::uuid as id, null::int as seq,
      null::json as stored
    from checked k where not (k.live and k.still)
    union all
    select 'created', null, null, n.sender_id, n.client_message_id, n.id, n.seq, null from inserted n
    union all
    select 'stored', null, null, m.sender_id, m.client_message_id, m.id, m.seq, to_json(m)
    from checked k join chat_messages m on m.sender_id = k.sender_id and m.client_message_id = k.client_message_id
    where k.live and k.still and k.stored`;

/**
 * Stores a batch of messages (any conversations, in arrival order) in one statement, and answers one
 * outcome per message in the same order. For each message it checks, in the statement, that the sender's
 * session is live (as accounts' `resolveToken` has it: the token's row, not expired, the account not
 * deleted and allowed a session), and that both people are still active, not deleted, and of the role and
 * company the send's check saw; then it locks the
 * conversations (in id order, so two batches never wait on each other in a circle), numbers the new
 * messages of each conversation in arrival order after its `last_seq`, stores them unless this sender
 * already stored the same client id (a retry takes no number), moves each conversation's last-message
 * time, and marks the receivers for the offline e-mail scan. The conversation row's lock is held to commit,
 * so numbers follow commit order without holes (reconnecting clients rely on it: contracts' resumeAfter).
 * A client id twice in one batch is stored once; the later copy answers `stored`.
 */
export async function insertMessages(db: Db, messages: MessageToStore[]): Promise<StoreOutcome[]> {
  const keys = messages.map(keyOf);
  const firstOf = new Map<string, number>();
  const input: Record<string, unknown>[] = [];
  messages.forEach((message, ord) => {
    const key = keys[ord] as string;
    if (firstOf.has(key)) return;
    firstOf.set(key, ord);
    input.push({
      ord,
      chat_id: message.chatId,
      sender_id: message.sender.id,
      sender_role: message.sender.role,
      sender_company: message.sender.companyId,
      receiver_id: message.receiver.id,
      receiver_role: message.receiver.role,
      receiver_company: message.receiver.companyId,
      client_message_id: message.clientMessageId,
      text: message.text,
      file_key: message.fileKey ?? null,
      file_mime_type: message.fileMimeType ?? null,
      file_name: message.fileName ?? null,
      file_size: message.fileSize ?? null,
      created_at: message.createdAt.toISOString(),
      notify_after: message.notifyAfter.toISOString(),
      session_token: message.sessionToken,
      stored_by: message.storedBy ?? null,
    });
  });
  const result = await executePrepared(db, 'chat_insert_messages', insertMessagesText, [JSON.stringify(input)]);
  const refused = new Map<number, { kind: 'ended' } | { kind: 'stale' }>();
  const rows = new Map<string, { kind: 'created'; id: string; seq: number } | { kind: 'stored'; row: MessageRow }>();
  for (const row of rowsOf<Record<string, unknown>>(result)) {
    if (row.part === 'refused') refused.set(Number(row.ord), row.live ? { kind: 'stale' } : { kind: 'ended' });
    else if (row.part === 'created') {
      rows.set(`${row.sender_id} ${row.client_message_id}`, {
        kind: 'created',
        id: String(row.id),
        seq: Number(row.seq),
      });
    } else {
      rows.set(`${row.sender_id} ${row.client_message_id}`, {
        kind: 'stored',
        row: messageRowOf(row.stored as Record<string, unknown>),
      });
    }
  }
  const outcomes = new Map<number, StoreOutcome>();
  const outcomeOf = (ord: number): StoreOutcome => {
    const known = outcomes.get(ord);
    if (known) return known;
    const message = messages[ord] as MessageToStore;
    const found = refused.get(ord) ?? rows.get(keys[ord] as string) ?? { kind: 'missing' };
    // A new row comes back as its number and id: the rest is what was asked to be stored.
    const outcome: StoreOutcome =
      found.kind === 'created' ? { kind: 'created', row: storedRowOf(message, found.id, found.seq) } : found;
    outcomes.set(ord, outcome);
    return outcome;
  };
  return messages.map((_, ord) => {
    const first = firstOf.get(keys[ord] as string) ?? ord;
    const outcome = outcomeOf(first);
    // The later copy of a client id in the same batch is a retry of the first.
    return first !== ord && outcome.kind === 'created' ? { kind: 'stored', row: outcome.row } : outcome;
  });
}

/**
 * A raw statement prepared under `name` on each connection, so PostgreSQL plans it once there instead of
 * on every call (the batch statement's plan took 2-4 ms, more than storing one message). The text behind a
 * name never changes; only its parameters do.
 */
async function executePrepared(db: Db, name: string, text: string, params: unknown[]): Promise<unknown> {
  return db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
}
