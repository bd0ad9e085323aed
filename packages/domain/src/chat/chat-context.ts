import type { Session } from '../accounts/index';
import type { ContactWork } from '../contacts/index';
import type { FileStorage } from '../files/index';
import { AppError } from '../shared/app-error';
import type { DomainContext } from '../shared/context';
import type { Batcher } from './chat.batcher';
import type { RoomCache } from './chat.rooms';
import type { CheckedPerson, MessageToStore, StoreOutcome } from './message-batch.repository';
import type { RoomPerson } from './participants.repository';
import { participantsOf } from './participants.repository';

export type Talkers = { me: CheckedPerson; other: CheckedPerson };

/**
 * What the rules answered on a kept room, per sender: a room entry never changes (a fresh read is a new
 * entry), so neither does the answer. A refusal is not kept (it is confirmed on a fresh read).
 */
export type AllowedTalkers = WeakMap<RoomPerson[], Map<string, Talkers & { receiverId: string }>>;

/** What a process's chat is built with (the API's server, the tests' nodes). */
export type ChatDeps = {
  storage: FileStorage;
  /** A conversation started: the contacts capability adds contacts and records a client's consent. */
  onContactWork?: (work: ContactWork) => Promise<void>;
  /** How sends are gathered into one statement (tests; defaults: the current event-loop turn, 500). */
  batching?: { windowMs?: number; maxItems?: number };
};

/**
 * What the chat's operations need: the domain context, the files and the contacts hook, and this process's
 * state, made once by the face: the rooms it keeps (`rooms`), the batch writer of messages (`writer`), and
 * what the rules answered on each kept room (`allowed`, see talkers.ts).
 */
export type ChatContext = DomainContext &
  Pick<ChatDeps, 'storage' | 'onContactWork'> & {
    rooms: RoomCache<RoomPerson>;
    writer: Batcher<MessageToStore, StoreOutcome>;
    allowed: AllowedTalkers;
  };

/** The session's side and the other side of a conversation; NOT_FOUND for anyone not in it. */
export async function participant(ctx: ChatContext, session: Session, chatId: string) {
  const people = await participantsOf(ctx.db, chatId);
  const me = people.find((person) => person.userId === session.userId);
  if (!me) throw new AppError('NOT_FOUND', { messageKey: 'chat.errors.notParticipant' });
  const other = people.find((person) => person.userId !== session.userId);
  if (!other) throw new AppError('NOT_FOUND', { messageKey: 'chat.errors.notParticipant' });
  return { me, other };
}
