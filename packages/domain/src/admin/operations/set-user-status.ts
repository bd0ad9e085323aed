import type { AdminUser, UserStatusChange } from '@tendero/contracts';
import { canMoveStatus, findAccount, type Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import { queueStatusMail } from '../admin.mail';
import { type AdminContext, assertAdmin } from '../admin-context';
import { adminUserOut } from './list-users';

/**
 * Blocks an account (SUSPENDED: every session and chat socket ends at once, in every process) or lifts
 * the block, tells the user why by e-mail in their language, and records it in the activity log. An
 * admin cannot block themself.
 */
export async function setUserStatus(
  ctx: AdminContext,
  session: Session,
  userId: string,
  change: UserStatusChange,
  meta: { ip?: string | null } = {},
): Promise<AdminUser> {
  assertAdmin(session);
  const account = await findAccount(ctx.db, userId);
  if (!account) throw new AppError('NOT_FOUND');
  if (userId === session.userId) {
    throw new AppError('CONFLICT', { reason: 'OWN_ACCOUNT', messageKey: 'admin.errors.ownAccount' });
  }
  if (!canMoveStatus(account.status, change.status)) {
    throw new AppError('CONFLICT', { reason: 'STATUS_UNCHANGED', messageKey: 'admin.errors.statusUnchanged' });
  }
  if (change.status === 'SUSPENDED') await ctx.accounts.suspend(userId);
  else await ctx.accounts.reinstate(userId);
  await recordAudit(ctx.db, {
    at: ctx.clock.now(),
    actorId: session.userId,
    action: change.status === 'SUSPENDED' ? 'user.block' : 'user.unblock',
    targetType: 'user',
    targetId: userId,
    ip: meta.ip ?? null,
    detail: { reason: change.reason, from: account.status, to: change.status },
  });
  await queueStatusMail(ctx, account, change);
  const updated = await findAccount(ctx.db, userId);
  if (!updated) throw new AppError('NOT_FOUND');
  return adminUserOut(updated);
}
