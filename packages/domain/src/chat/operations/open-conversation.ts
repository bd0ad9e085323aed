import { assertMayTalk } from '../chat.policy';
import type { ChatContext } from '../chat-context';
import { findOrCreateChat } from '../chats.repository';
import { findChatPerson } from '../people.repository';

/**
 * The conversation of two people who may talk, created if missing, without a session: an accepted offer
 * opens the client's conversation with the winning rep, so both find it in their messages at once.
 */
export async function openConversation(
  ctx: ChatContext,
  firstId: string,
  secondId: string,
): Promise<{ roomId: string }> {
  const [first, second] = await Promise.all([findChatPerson(ctx.db, firstId), findChatPerson(ctx.db, secondId)]);
  assertMayTalk(first, second);
  return { roomId: await findOrCreateChat(ctx.db, firstId, secondId, ctx.clock.now()) };
}
