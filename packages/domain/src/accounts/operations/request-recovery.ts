import type { AccountsContext } from '../accounts-context';

/** Recovery, step 1: e-mails a code when the account exists; answers the same either way. */
export async function requestRecovery(ctx: AccountsContext, email: string): Promise<void> {
  await ctx.auth.api.sendVerificationOTP({ body: { email: email.toLowerCase(), type: 'forget-password' } });
}
