import type { SignInSession } from '@tendero/contracts';
import { AppError } from '../shared/app-error';
import type { AccountsContext } from './accounts-context';
import { openSession, type SignInMeta } from './operations/finish-sign-in';
import type { UserRow } from './users.repository';

/**
 * The one place a passkey opens a session (issue 37): a passkey that verified its user is itself two
 * factors, so no second factor is asked; `openSession` records the device as every sign-in does. The same status rules
 * as the password sign-in, with its messages: SUSPENDED and UNVERIFIED accounts get no session. Deleted
 * accounts never reach here (their passkeys are unknown to the sign-in). Better Auth makes the session,
 * as for a password, so the token works as the access token and the `Authorization: Bearer` everywhere.
 */
export async function openPasskeySession(
  ctx: AccountsContext,
  user: Pick<UserRow, 'id' | 'role' | 'status'>,
  meta: SignInMeta,
): Promise<SignInSession> {
  if (user.status === 'SUSPENDED') {
    throw new AppError('FORBIDDEN', { reason: 'ACCOUNT_SUSPENDED', messageKey: 'accounts.errors.suspended' });
  }
  if (user.status === 'UNVERIFIED') {
    throw new AppError('FORBIDDEN', { reason: 'ACCOUNT_NOT_ACTIVE', messageKey: 'accounts.errors.notActive' });
  }
  const token = await openSession(ctx, user.id, meta);
  return { accessToken: token, userId: user.id, role: user.role };
}
