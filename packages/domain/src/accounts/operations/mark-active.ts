import type { AccountStatus } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { findUserById, updateUser } from '../users.repository';

/** PUT /users/{id}/active: a user marks their own account active after sign-in. */
export async function markActive(ctx: AccountsContext, session: Session, userId: string) {
  if (session.userId !== userId) throw new AppError('FORBIDDEN');
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  const now = ctx.clock.now();
  const status: AccountStatus = user.status === 'TEMPORARY' ? 'ACTIVE' : user.status;
  await updateUser(ctx.db, userId, { lastActiveAt: now, status }, now);
  return { status, lastActiveAt: now.toISOString() };
}
