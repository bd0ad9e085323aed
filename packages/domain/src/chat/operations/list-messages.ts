import type { ChatMessage } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { type ChatContext, participant } from '../chat-context';
import { messageOut } from '../message-view';
import { listMessages as listStoredMessages } from '../messages.repository';

/** How many messages a conversation answers at once (older ones are paged in by the page, later). */
const historyLimit = 200;

/** getPreviousMessages / openChat: the conversation's messages (only what came after `afterId`, if given). */
export async function listMessages(
  ctx: ChatContext,
  session: Session,
  chatId: string,
  afterId: string | null = null,
): Promise<ChatMessage[]> {
  await participant(ctx, session, chatId);
  return (await listStoredMessages(ctx.db, chatId, afterId, historyLimit)).map(messageOut);
}
