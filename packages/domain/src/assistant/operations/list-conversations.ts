import { type AssistantConversation, assistantLimits } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { listConversations } from '../assistant.repository';
import { conversationOut } from '../assistant.views';
import { type AssistantContext, assertMayTalk } from '../assistant-rules';

/** The person's latest conversations, newest first. */
export async function listOwnConversations(
  ctx: AssistantContext,
  session: Session,
): Promise<{ items: AssistantConversation[] }> {
  assertMayTalk(session);
  return { items: (await listConversations(ctx.db, session.userId, assistantLimits.listed)).map(conversationOut) };
}
