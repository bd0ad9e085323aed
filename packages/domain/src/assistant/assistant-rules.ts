import type { Session } from '../accounts/index';
import { AppError } from '../shared/app-error';
import type { DomainContext } from '../shared/context';
import { type ConversationRow, findOwnConversation } from './assistant.repository';
import type { AssistantEngineImpl } from './offline-engine';

/** What the assistant's operations work with: the domain's context and the engine that answers. */
export type AssistantContext = DomainContext & { engine: AssistantEngineImpl };

/** Who talks to the assistant (SPEC §2 /chat/ai): clients, sales reps and managers. */
const talkers = new Set(['CLIENT', 'SALES_REP', 'MANAGER']);

export function assertMayTalk(session: Session): void {
  if (!talkers.has(session.role)) throw new AppError('FORBIDDEN');
}

/** One of the person's own conversations: another user's id is "not found", admins included. */
export async function ownConversation(ctx: AssistantContext, session: Session, id: string): Promise<ConversationRow> {
  assertMayTalk(session);
  const row = await findOwnConversation(ctx.db, session.userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
