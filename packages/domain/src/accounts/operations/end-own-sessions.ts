import { AppError } from '../../shared/app-error';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { deleteOtherOwnSessions, deleteOwnSession } from '../devices.repository';

/** Signs out one of the person's sessions (this one too, when named); its sockets close at once. */
export async function endOwnSession(ctx: AccountsContext, session: Session, sessionId: string): Promise<void> {
  const token = await deleteOwnSession(ctx.db, session.userId, sessionId);
  if (!token)
    throw new AppError('NOT_FOUND', { reason: 'SESSION_NOT_FOUND', messageKey: 'devices.errors.sessionGone' });
  await ctx.sessionsEnded({ token });
}

/** Signs out every session of the person but this one; their sockets close at once. */
export async function endOtherSessions(
  ctx: AccountsContext,
  session: Session,
  token: string,
): Promise<{ ended: number }> {
  const ended = await deleteOtherOwnSessions(ctx.db, session.userId, token);
  await ctx.sessionsEnded({ userId: session.userId, exceptToken: token });
  return { ended };
}
