import { updateUser } from '../accounts.repository';

import type { AccountsContext } from '../accounts-context';

/** An invited (TEMPORARY) account sets its password on first sign-in and becomes ACTIVE. */
export async function setPasswordAndActivate(ctx: AccountsContext, userId: string, password: string): Promise<void> {
  const context = await ctx.auth.$context;
  await context.internalAdapter.updatePassword(userId, await context.password.hash(password));
  await updateUser(ctx.db, userId, { status: 'ACTIVE', emailVerified: true }, ctx.clock.now());
}
