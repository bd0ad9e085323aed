import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { deleteConversation } from '../assistant.repository';
import { type AssistantContext, assertMayTalk } from '../assistant-rules';

/** Deletes one of the person's conversations with its messages. */
export async function removeConversation(ctx: AssistantContext, session: Session, id: string): Promise<void> {
  assertMayTalk(session);
  if (!(await deleteConversation(ctx.db, session.userId, id))) throw new AppError('NOT_FOUND');
}
