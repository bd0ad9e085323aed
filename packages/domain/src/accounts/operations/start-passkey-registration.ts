import { AppError } from '../../shared/app-error';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { checkPassword } from '../credentials';
import { maxPasskeysPerPerson, newUserHandle, startRegistration } from '../passkey-ceremony';
import { listPasskeysOf, userHandleOf } from '../passkeys.repository';
import { findUserById } from '../users.repository';

/**
 * Adding a passkey, step 1: the password again (a borrowed session alone must not plant a lasting way in),
 * then creation options with a stored challenge. Every role may add passkeys.
 */
export async function startPasskeyRegistration(ctx: AccountsContext, session: Session, input: { password: string }) {
  const user = await findUserById(ctx.db, session.userId);
  if (!user || user.deletedAt) throw new AppError('UNAUTHORIZED_ERROR');
  await checkPassword(ctx, user.id, input.password);
  const existing = await listPasskeysOf(ctx.db, user.id);
  if (existing.length >= maxPasskeysPerPerson) {
    throw new AppError('CONFLICT', { reason: 'TOO_MANY_PASSKEYS', messageKey: 'passkeys.errors.tooMany' });
  }
  return startRegistration(
    ctx,
    {
      id: user.id,
      email: user.email,
      displayName: `${user.firstName} ${user.lastName}`.trim() || user.username,
      // One handle per person: their passkeys on one authenticator are told apart by the RP, not by it.
      userHandle: (await userHandleOf(ctx.db, user.id)) ?? newUserHandle(),
    },
    existing,
  );
}
