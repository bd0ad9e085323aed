import type { AccountsContext } from '../accounts-context';
import { deleteSessionByToken } from '../sessions.repository';

export async function signOut(ctx: AccountsContext, token: string): Promise<void> {
  await deleteSessionByToken(ctx.db, token);
  await ctx.sessionsEnded({ token });
}
