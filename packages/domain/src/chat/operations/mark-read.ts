import type { Session } from '../../accounts/index';
import { type ChatContext, participant } from '../chat-context';
import { markRead as markReadUpTo } from '../participants.repository';

/** readMessages: everything in the conversation up to now is read; answers who must be told. */
export async function markRead(
  ctx: ChatContext,
  session: Session,
  chatId: string,
): Promise<{ readAt: string; otherId: string }> {
  const { other } = await participant(ctx, session, chatId);
  const now = ctx.clock.now();
  await markReadUpTo(ctx.db, chatId, session.userId, now);
  return { readAt: now.toISOString(), otherId: other.userId };
}
