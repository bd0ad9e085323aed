import type { AccountsContext } from '../accounts-context';
import { deleteSessionsOfUser } from '../sessions.repository';
import { updateUser } from '../users.repository';

/** Suspends an account and ends every session it holds (the admin console calls this). */
export async function suspendAccount(ctx: AccountsContext, userId: string): Promise<void> {
  await updateUser(ctx.db, userId, { status: 'SUSPENDED' }, ctx.clock.now());
  await deleteSessionsOfUser(ctx.db, userId);
  await ctx.sessionsEnded({ userId });
}

/** Lifts a suspension: the account is ACTIVE again and may sign in. */
export async function reinstateAccount(ctx: AccountsContext, userId: string): Promise<void> {
  await updateUser(ctx.db, userId, { status: 'ACTIVE' }, ctx.clock.now());
}
