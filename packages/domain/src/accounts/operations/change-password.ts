import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { checkPassword } from '../credentials';
import { deleteOtherSessions } from '../sessions.repository';

/** A signed-in user changes their password with the current one; their other sessions end. */
export async function changePassword(
  ctx: AccountsContext,
  session: Session,
  currentToken: string,
  input: { currentPassword: string; password: string },
) {
  await checkPassword(ctx, session.userId, input.currentPassword, 'currentPassword');
  const context = await ctx.auth.$context;
  await context.internalAdapter.updatePassword(session.userId, await context.password.hash(input.password));
  await deleteOtherSessions(ctx.db, session.userId, currentToken);
  await ctx.sessionsEnded(
    currentToken ? { userId: session.userId, exceptToken: currentToken } : { userId: session.userId },
  );
}
