import type { AssistantConversation } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { insertConversation } from '../assistant.repository';
import { conversationOut } from '../assistant.views';
import { type AssistantContext, assertMayTalk } from '../assistant-rules';

/** A new, empty conversation of the person's own. */
export async function startConversation(ctx: AssistantContext, session: Session): Promise<AssistantConversation> {
  assertMayTalk(session);
  return conversationOut(await insertConversation(ctx.db, session.userId, ctx.clock.now()));
}
