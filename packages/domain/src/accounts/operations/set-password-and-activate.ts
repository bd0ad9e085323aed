import type { AccountsContext } from '../accounts-context';
import { updateUser } from '../users.repository';

/**
 * An invited (TEMPORARY) account sets its password on first sign-in, accepting the terms and privacy policy
 * (the invitation form's required box), and becomes ACTIVE.
 */
export async function setPasswordAndActivate(
  ctx: AccountsContext,
  userId: string,
  password: string,
  meta: { ip?: string | null } = {},
): Promise<void> {
  const context = await ctx.auth.$context;
  await context.internalAdapter.updatePassword(userId, await context.password.hash(password));
  await updateUser(ctx.db, userId, { status: 'ACTIVE', emailVerified: true }, ctx.clock.now());
  await ctx.termsAccepted({ userId, ip: meta.ip ?? null });
}
