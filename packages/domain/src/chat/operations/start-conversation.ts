import type { Session } from '../../accounts/index';
import { assertMayTalk } from '../chat.policy';
import type { ChatContext } from '../chat-context';
import { findOrCreateChat } from '../chats.repository';
import { findChatPerson } from '../people.repository';
import { roomPersonOf } from '../talkers';

/** startConversation: the pair's conversation, created on first use; answers its room id. */
export async function startConversation(
  ctx: ChatContext,
  session: Session,
  oppositeUserId: string,
): Promise<{ roomId: string }> {
  const [me, other] = await Promise.all([
    findChatPerson(ctx.db, session.userId),
    findChatPerson(ctx.db, oppositeUserId),
  ]);
  assertMayTalk(me, other);
  const roomId = await findOrCreateChat(ctx.db, session.userId, oppositeUserId, ctx.clock.now());
  // The room's two people were just read: its first message need not read them again (the statement
  // that stores it still checks them). After a start, every conversation's first message missed at once.
  if (me) ctx.rooms.keep(roomId, [roomPersonOf(me), roomPersonOf(other)]);
  await ctx.onContactWork?.({ kind: 'chat-started', starterId: session.userId, otherId: oppositeUserId });
  return { roomId };
}
