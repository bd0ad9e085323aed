import { findAccount, type Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import { type AdminContext, assertAdmin } from '../admin-context';

/**
 * Sends again what an account is waiting for: the activation link of a sign-up not yet confirmed
 * (UNVERIFIED) or the invitation of an invited manager or rep (TEMPORARY, in the language the account
 * keeps). Any other account waits for nothing: 409.
 */
export async function resendConfirmation(
  ctx: AdminContext,
  session: Session,
  userId: string,
  meta: { ip?: string | null } = {},
): Promise<{ kind: 'activation' | 'invitation'; sentAt: string }> {
  assertAdmin(session);
  const account = await findAccount(ctx.db, userId);
  if (!account) throw new AppError('NOT_FOUND');
  let kind: 'activation' | 'invitation';
  if (account.status === 'UNVERIFIED') {
    kind = 'activation';
    await ctx.accounts.resendActivation(account.email);
  } else if (account.status === 'TEMPORARY') {
    kind = 'invitation';
    await ctx.team.inviteAgain(userId, session.userId);
  } else {
    throw new AppError('CONFLICT', { reason: 'NOTHING_TO_CONFIRM', messageKey: 'admin.errors.nothingToConfirm' });
  }
  const at = ctx.clock.now();
  await recordAudit(ctx.db, {
    at,
    actorId: session.userId,
    action: 'user.resend-confirmation',
    targetType: 'user',
    targetId: userId,
    ip: meta.ip ?? null,
    detail: { kind },
  });
  return { kind, sentAt: at.toISOString() };
}
