import type { AssistantConversationDetail } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { listMessages } from '../assistant.repository';
import { conversationOut, messageOut } from '../assistant.views';
import { type AssistantContext, ownConversation } from '../assistant-rules';

/** One of the person's conversations with every message. */
export async function getConversation(
  ctx: AssistantContext,
  session: Session,
  id: string,
): Promise<AssistantConversationDetail> {
  const row = await ownConversation(ctx, session, id);
  return { ...conversationOut(row), messages: (await listMessages(ctx.db, row.id)).map(messageOut) };
}
