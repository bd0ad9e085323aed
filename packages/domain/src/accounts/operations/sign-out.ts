import { deleteSessionByToken } from '../accounts.repository';

import type { AccountsContext } from '../accounts-context';

export async function signOut(ctx: AccountsContext, token: string): Promise<void> {
  await deleteSessionByToken(ctx.db, token);
  await ctx.sessionsEnded({ token });
}
