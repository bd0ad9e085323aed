import { AppError } from '../shared/app-error';
import { assertMayTalk } from './chat.policy';
import type { AllowedTalkers, ChatContext, Talkers } from './chat-context';
import type { RoomPerson } from './participants.repository';
import type { ChatPerson } from './people.repository';

/**
 * The sender and the receiver of a message in a room, checked by the rules: the receiver must be the
 * other participant, and both must be allowed to talk (the policy throws otherwise).
 */
function talkers(room: RoomPerson[], senderId: string, receiverId: string): Talkers {
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

function allowedTalkers(allowed: AllowedTalkers, room: RoomPerson[], senderId: string, receiverId: string) {
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
export async function checkedTalkers(
  ctx: ChatContext,
  senderId: string,
  chatId: string,
  receiverId: string,
  again?: Promise<RoomPerson[]>,
) {
  const { rooms, allowed } = ctx;
  if (again) rooms.forget(chatId, again);
  let entry = rooms.of(chatId);
  try {
    const { me, other } = allowedTalkers(allowed, await entry, senderId, receiverId);
    return { entry, me, other };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    rooms.forget(chatId, entry);
    entry = rooms.of(chatId);
    const { me, other } = allowedTalkers(allowed, await entry, senderId, receiverId);
    return { entry, me, other };
  }
}

/** What the rules read of a person, as a room read gives it. */
export function roomPersonOf({ id, role, status, deletedAt, companyId }: ChatPerson): RoomPerson {
  return { userId: id, role, status, deletedAt, companyId };
}
