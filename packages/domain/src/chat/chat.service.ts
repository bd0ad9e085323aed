import { randomUUID } from 'node:crypto';
import {
  type ChatMessage,
  type ChatSummary,
  chatAttachmentMaxBytes,
  chatAttachmentTypes,
  type SendMessageInput,
} from '@tendero/contracts';

import { fileTypeFromBuffer } from 'file-type';
import type { Session } from '../accounts/index';
import type { ContactWork } from '../contacts/index';
import type { FileStorage } from '../files/index';
import { AppError } from '../shared/app-error';
import type { DomainContext } from '../shared/context';
import { createBatcher } from './chat.batcher';
import { offlineAfterMs } from './chat.mail';
import { assertMayTalk, canChat } from './chat.policy';
import {
  type ChatPerson,
  type CheckedPerson,
  findChatPerson,
  findMessage,
  findMessageOf,
  findOrCreateChat,
  findPeople,
  insertMessages,
  listChatsOf,
  listMessages,
  type MessageRow,
  type MessageToStore,
  markRead,
  participantsOf,
  type RoomPerson,
  roomsOf,
  unreadOf,
} from './chat.repository';
import { createRoomCache } from './chat.rooms';

/** How many messages a conversation answers at once (older ones are paged in by the page, later). */
const historyLimit = 200;

function messageOut(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    roomId: row.chatId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    clientMessageId: row.clientMessageId,
    seq: row.seq,
    text: row.text,
    attachment:
      row.fileKey && row.fileMimeType
        ? {
            id: row.id,
            mimeType: row.fileMimeType,
            name: row.fileName ?? 'attachment',
            size: row.fileSize ?? 0,
            url: `/api/chat/attachments/${row.id}`,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Text as PostgreSQL stores it, checked before it joins a batch, where one message the database refuses
 * would fail every message with it: a NUL character is refused (no text column holds one), and a lone
 * half of a surrogate pair becomes U+FFFD (what its UTF-8 encoding gave before messages were batched).
 */
function storableText(text: string): string {
  if (text.includes('\u0000')) throw new AppError('VALIDATION_ERROR', { messageKey: 'chat.errors.invalid' });
  if (!/[\uD800-\uDFFF]/.test(text)) return text;
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** How often a send reads its room afresh when the statement finds it changed before it gives up. */
const maxSendRounds = 3;

/**
 * The sender and the receiver of a message in a room, checked by the rules: the receiver must be the
 * other participant, and both must be allowed to talk (the policy throws otherwise).
 */
function talkers(
  room: RoomPerson[],
  senderId: string,
  receiverId: string,
): { me: CheckedPerson; other: CheckedPerson } {
  const people = room.map((row) => ({ ...row, id: row.userId }));
  const me = people.find((person) => person.id === senderId);
  const other = people.find((person) => person.id !== senderId);
  if (!me || !other) throw new AppError('NOT_FOUND', { messageKey: 'chat.errors.notParticipant' });
  if (other.id !== receiverId) throw new AppError('VALIDATION_ERROR', { messageKey: 'chat.errors.receiverInvalid' });
  assertMayTalk(me, other, true);
  return {
    me: { id: me.id, role: me.role, companyId: me.companyId },
    other: { id: other.id, role: other.role, companyId: other.companyId },
  };
}

/** What the rules read of a person, as a room read gives it. */
function roomPersonOf({ id, role, status, deletedAt, companyId }: ChatPerson): RoomPerson {
  return { userId: id, role, status, deletedAt, companyId };
}

/** An attachment's type is read from its bytes (never from the name or the claimed type). */
async function checkAttachment(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > chatAttachmentMaxBytes) {
    throw new AppError('FILE_TOO_LARGE', { messageKey: 'chat.errors.attachmentTooLarge' });
  }
  const detected = await fileTypeFromBuffer(bytes);
  // Legacy .doc/.xls are OLE containers that file-type names 'application/x-cfb'.
  const mime = detected?.mime === 'application/x-cfb' ? 'application/msword' : detected?.mime;
  if (!mime || !(chatAttachmentTypes as readonly string[]).includes(mime)) {
    throw new AppError('VALIDATION_ERROR', { messageKey: 'chat.errors.attachmentType' });
  }
  return mime;
}

/**
 * Chat: conversations between two people who may talk (chat.policy.ts), messages stored before
 * they are acknowledged and idempotent per sender and client id, read state, and attachments only the
 * participants can fetch. Transport (socket.io) lives in the API; this is the same for every process.
 */
export function createChat(
  ctx: DomainContext,
  deps: {
    storage: FileStorage;
    /** A conversation started: the contacts capability adds contacts and records a client's consent. */
    onContactWork?: (work: ContactWork) => Promise<void>;
    /** How sends are gathered into one statement (tests; defaults: the current event-loop turn, 500). */
    batching?: { windowMs?: number; maxItems?: number };
  },
) {
  /** The rooms not kept yet are read together, like the messages are stored. */
  const roomReader = createBatcher((chatIds: string[]) => roomsOf(ctx.db, chatIds));
  /** The two people of each conversation, kept per process (checked again when a message is stored). */
  const rooms = createRoomCache((chatId) => roomReader.add(chatId));
  /** Messages arriving together are stored together: one statement per batch, each acknowledged after it. */
  const writer = createBatcher((messages: MessageToStore[]) => insertMessages(ctx.db, messages), deps.batching);

  /**
   * What the rules answered on a kept room, per sender: a room entry never changes (a fresh read is a new
   * entry), so neither does the answer. A refusal is not kept (it is confirmed on a fresh read).
   */
  const allowed = new WeakMap<RoomPerson[], Map<string, ReturnType<typeof talkers> & { receiverId: string }>>();
  function allowedTalkers(room: RoomPerson[], senderId: string, receiverId: string) {
    const known = allowed.get(room)?.get(senderId);
    if (known?.receiverId === receiverId) return known;
    const answer = { ...talkers(room, senderId, receiverId), receiverId };
    const bySender = allowed.get(room) ?? new Map();
    bySender.set(senderId, answer);
    allowed.set(room, bySender);
    return answer;
  }

  /**
   * The two people of a message, checked by the rules on the cached room. A refusal is confirmed on the room
   * read afresh (it may have changed back); `again` reads afresh after the statement found the room changed.
   */
  async function checkedTalkers(senderId: string, chatId: string, receiverId: string, again?: Promise<RoomPerson[]>) {
    if (again) rooms.forget(chatId, again);
    let entry = rooms.of(chatId);
    try {
      const { me, other } = allowedTalkers(await entry, senderId, receiverId);
      return { entry, me, other };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      rooms.forget(chatId, entry);
      entry = rooms.of(chatId);
      const { me, other } = allowedTalkers(await entry, senderId, receiverId);
      return { entry, me, other };
    }
  }

  async function participant(session: Session, chatId: string) {
    const people = await participantsOf(ctx.db, chatId);
    const me = people.find((person) => person.userId === session.userId);
    if (!me) throw new AppError('NOT_FOUND', { messageKey: 'chat.errors.notParticipant' });
    const other = people.find((person) => person.userId !== session.userId);
    if (!other) throw new AppError('NOT_FOUND', { messageKey: 'chat.errors.notParticipant' });
    return { me, other };
  }

  return {
    /** startConversation: the pair's conversation, created on first use; answers its room id. */
    async start(session: Session, oppositeUserId: string): Promise<{ roomId: string }> {
      const [me, other] = await Promise.all([
        findChatPerson(ctx.db, session.userId),
        findChatPerson(ctx.db, oppositeUserId),
      ]);
      assertMayTalk(me, other);
      const roomId = await findOrCreateChat(ctx.db, session.userId, oppositeUserId, ctx.clock.now());
      // The room's two people were just read: its first message need not read them again (the statement
      // that stores it still checks them). After a start, every conversation's first message missed at once.
      if (me) rooms.keep(roomId, [roomPersonOf(me), roomPersonOf(other)]);
      await deps.onContactWork?.({ kind: 'chat-started', starterId: session.userId, otherId: oppositeUserId });
      return { roomId };
    },

    /**
     * The conversation of two people who may talk, created if missing, without a session: an accepted offer
     * opens the client's conversation with the winning rep, so both find it in their messages at once.
     */
    async open(firstId: string, secondId: string): Promise<{ roomId: string }> {
      const [first, second] = await Promise.all([findChatPerson(ctx.db, firstId), findChatPerson(ctx.db, secondId)]);
      assertMayTalk(first, second);
      return { roomId: await findOrCreateChat(ctx.db, firstId, secondId, ctx.clock.now()) };
    },

    /** getChats: the person's conversations with the other participant, last message and unread count. */
    async chats(session: Session): Promise<ChatSummary[]> {
      const rows = await listChatsOf(ctx.db, session.userId);
      const people = await findPeople(
        ctx.db,
        rows.map((row) => row.otherId),
      );
      return rows.flatMap((row) => {
        const person = people.find((item) => item.id === row.otherId);
        if (!person) return [];
        return [
          {
            id: row.chatId,
            participant: {
              id: person.id,
              name: `${person.firstName} ${person.lastName}`.trim(),
              image: person.image,
              role: person.role,
              company:
                person.companyId && person.companyName ? { id: person.companyId, name: person.companyName } : null,
            },
            lastMessage: row.last
              ? {
                  text: row.last.text,
                  senderId: row.last.sender_id,
                  hasAttachment: row.last.file_key !== null,
                  createdAt: new Date(row.last.created_at).toISOString(),
                }
              : null,
            unread: row.unread,
            otherReadAt: row.otherReadAt?.toISOString() ?? null,
            updatedAt: (row.lastMessageAt ?? row.createdAt).toISOString(),
          },
        ];
      });
    },

    /** getPreviousMessages / openChat: the conversation's messages (only what came after `afterId`, if given). */
    async messages(session: Session, chatId: string, afterId: string | null = null): Promise<ChatMessage[]> {
      await participant(session, chatId);
      return (await listMessages(ctx.db, chatId, afterId, historyLimit)).map(messageOut);
    },

    /**
     * sendMessage: stored before it is acknowledged. A retry with the same client id answers the stored
     * message (`created` false) and stores nothing more. The receiver must be the other participant, and
     * both must still be allowed to talk (a suspension stops a conversation at once). The room comes from
     * the cache; the statement that stores the message checks again that both people are as the rules saw
     * them, and a message whose room changed goes round again with the room read afresh. With
     * `sessionToken` (a socket's), the same statement stores it only while that session is live, and a
     * message of an ended session is refused with UNAUTHORIZED_ERROR (reason SESSION_ENDED). `storedBy`
     * names the process that stores (and delivers) it; the answer gives the one that did, a retry's too.
     */
    async send(
      session: Session,
      input: SendMessageInput,
      options: { sessionToken?: string; storedBy?: string } = {},
    ): Promise<{ message: ChatMessage; created: boolean; storedBy: string | null }> {
      const text = storableText(input.messageText);
      const fileName = input.fileName ? storableText(input.fileName) : null;
      let { entry, me, other } = await checkedTalkers(session.userId, input.roomId, input.receiverId);
      let file: { key: string; mime: string; size: number; name: string } | null = null;
      if (input.fileBuffer) {
        const bytes = Buffer.from(input.fileBuffer.buffer, input.fileBuffer.byteOffset, input.fileBuffer.byteLength);
        const mime = await checkAttachment(bytes);
        const key = `chat/${input.roomId}/${randomUUID()}`;
        await deps.storage.put(key, bytes);
        file = { key, mime, size: bytes.byteLength, name: fileName ?? 'attachment' };
      }
      const now = ctx.clock.now();
      // A client written from the spec alone sends no id: the message is new (nothing to deduplicate).
      const clientMessageId = input.clientMessageId ?? randomUUID();
      try {
        for (let round = 1; ; round++) {
          const outcome = await writer.add({
            chatId: input.roomId,
            sender: me,
            receiver: other,
            clientMessageId,
            text,
            fileKey: file?.key ?? null,
            fileMimeType: file?.mime ?? null,
            fileName: file?.name ?? null,
            fileSize: file?.size ?? null,
            createdAt: now,
            notifyAfter: new Date(now.getTime() + offlineAfterMs),
            sessionToken: options.sessionToken ?? null,
            storedBy: options.storedBy ?? null,
          });
          if (outcome.kind === 'ended') {
            throw new AppError('UNAUTHORIZED_ERROR', {
              reason: 'SESSION_ENDED',
              messageKey: 'chat.errors.sessionEnded',
            });
          }
          if (outcome.kind === 'created' || outcome.kind === 'stored') {
            // A retry after a stored attachment: the second copy of the file is not needed.
            if (outcome.kind === 'stored' && file) await deps.storage.remove(file.key);
            return {
              message: messageOut(outcome.row),
              created: outcome.kind === 'created',
              storedBy: outcome.row.storedBy,
            };
          }
          if (outcome.kind === 'missing') {
            const stored = await findMessageOf(ctx.db, session.userId, clientMessageId);
            if (stored) {
              if (file) await deps.storage.remove(file.key);
              return { message: messageOut(stored), created: false, storedBy: stored.storedBy };
            }
          }
          // The room is not as the check saw it: read it afresh and check the rules again (they throw).
          if (round === maxSendRounds) throw new Error('chat room kept changing under a send');
          ({ entry, me, other } = await checkedTalkers(session.userId, input.roomId, input.receiverId, entry));
        }
      } catch (error) {
        // Refused after all (the room changed): the file is nobody's. After a failed statement it stays, as
        // the message may have been stored all the same (a connection lost after the commit).
        if (file && error instanceof AppError) await deps.storage.remove(file.key).catch(() => {});
        throw error;
      }
    },

    /** getUnreadMessages: unread messages per conversation and in all. */
    async unread(session: Session): Promise<{ total: number; byChat: Record<string, number> }> {
      const rows = await unreadOf(ctx.db, session.userId);
      return {
        total: rows.reduce((sum, row) => sum + row.count, 0),
        byChat: Object.fromEntries(rows.map((row) => [row.chatId, row.count])),
      };
    },

    /** readMessages: everything in the conversation up to now is read; answers who must be told. */
    async read(session: Session, chatId: string): Promise<{ readAt: string; otherId: string }> {
      const { other } = await participant(session, chatId);
      const now = ctx.clock.now();
      await markRead(ctx.db, chatId, session.userId, now);
      return { readAt: now.toISOString(), otherId: other.userId };
    },

    /** An attachment's bytes, for a participant of its conversation only. */
    /** A message's text for one of its conversation's participants (to translate it for them). */
    async messageText(session: Session, messageId: string): Promise<string> {
      const message = await findMessage(ctx.db, messageId);
      if (!message) throw new AppError('NOT_FOUND');
      await participant(session, message.chatId);
      return message.text;
    },

    async attachment(session: Session, messageId: string) {
      const message = await findMessage(ctx.db, messageId);
      if (!message?.fileKey) throw new AppError('NOT_FOUND');
      await participant(session, message.chatId);
      const bytes = await deps.storage.get(message.fileKey);
      if (!bytes) throw new AppError('NOT_FOUND');
      return {
        bytes,
        mimeType: message.fileMimeType ?? 'application/octet-stream',
        name: message.fileName ?? 'attachment',
      };
    },

    /** Whether a person may still chat at all (the gateway refuses a suspended account's socket). */
    async mayChat(userId: string): Promise<boolean> {
      return canChat(await findChatPerson(ctx.db, userId));
    },
  };
}
export type Chat = ReturnType<typeof createChat>;
