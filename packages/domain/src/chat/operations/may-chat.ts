import { canChat } from '../chat.policy';
import type { ChatContext } from '../chat-context';
import { findChatPerson } from '../people.repository';

/** Whether a person may still chat at all (the gateway refuses a suspended account's socket). */
export async function mayChat(ctx: ChatContext, userId: string): Promise<boolean> {
  return canChat(await findChatPerson(ctx.db, userId));
}
