import type { Session } from '../../accounts/index';
import type { ChatContext } from '../chat-context';
import { unreadOf } from '../messages.repository';

/** getUnreadMessages: unread messages per conversation and in all. */
export async function countUnread(
  ctx: ChatContext,
  session: Session,
): Promise<{ total: number; byChat: Record<string, number> }> {
  const rows = await unreadOf(ctx.db, session.userId);
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    byChat: Object.fromEntries(rows.map((row) => [row.chatId, row.count])),
  };
}
