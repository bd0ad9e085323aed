import { deleteSessionsOfUser, updateUser } from '../accounts.repository';

import type { AccountsContext } from '../accounts-context';

/** Suspends an account and ends every session it holds (the admin console calls this). */
export async function suspendAccount(ctx: AccountsContext, userId: string): Promise<void> {
  await updateUser(ctx.db, userId, { status: 'SUSPENDED' }, ctx.clock.now());
  await deleteSessionsOfUser(ctx.db, userId);
  await ctx.sessionsEnded({ userId });
}
