import type { UserDeletion } from '@tendero/contracts';
import { findAccount, type Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import { queueAccountMail } from '../admin.mail';
import { type AdminContext, assertAdmin } from '../admin-context';

/**
 * Deletes an account as its owner's own deletion does (no sign-in, every session and socket ends, the
 * personal data erased by the job within 24 h), tells the user why, and records it. Not one's own
 * account, nor another admin's (admins are removed from the command line, where the server is run).
 */
export async function deleteUser(
  ctx: AdminContext,
  session: Session,
  userId: string,
  input: UserDeletion,
  meta: { ip?: string | null } = {},
): Promise<null> {
  assertAdmin(session);
  const account = await findAccount(ctx.db, userId);
  if (!account) throw new AppError('NOT_FOUND');
  if (userId === session.userId) {
    throw new AppError('CONFLICT', { reason: 'OWN_ACCOUNT', messageKey: 'admin.errors.ownAccount' });
  }
  if (account.role === 'ADMIN') {
    throw new AppError('CONFLICT', { reason: 'ADMIN_ACCOUNT', messageKey: 'admin.errors.adminAccount' });
  }
  await ctx.accounts.deactivateAndScheduleErasure(userId);
  await recordAudit(ctx.db, {
    at: ctx.clock.now(),
    actorId: session.userId,
    action: 'user.delete',
    targetType: 'user',
    targetId: userId,
    ip: meta.ip ?? null,
    detail: { reason: input.reason, role: account.role },
  });
  await queueAccountMail(ctx, account, 'accountDeletedByAdmin', input.reason);
  return null;
}
