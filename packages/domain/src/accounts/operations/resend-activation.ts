import type { AccountsContext } from '../accounts-context';
import { findUserByLogin } from '../users.repository';

/** Sends a fresh activation link to an unconfirmed account; answers the same whether or not it exists. */
export async function resendActivation(ctx: AccountsContext, email: string): Promise<void> {
  const user = await findUserByLogin(ctx.db, email);
  if (user?.status !== 'UNVERIFIED') return;
  await ctx.auth.api.sendVerificationEmail({ body: { email: user.email } });
}
