import type { PasskeyRemoveInput } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { checkPassword } from '../credentials';
import { noticePasskeyChange } from '../passkey-notices';
import { deletePasskeyOf, findPasskeyOf } from '../passkeys.repository';
import { findUserById } from '../users.repository';
import { passkeyNotFound } from './rename-passkey';

/**
 * Removes one of one's own passkeys with the password; from then on it signs in nowhere. Sessions it
 * opened stay (as a password change on this device keeps this one). E-mailed and logged.
 */
export async function removePasskey(
  ctx: AccountsContext,
  session: Session,
  id: string,
  input: PasskeyRemoveInput,
  meta: { ip?: string } = {},
): Promise<void> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user || user.deletedAt) throw new AppError('UNAUTHORIZED_ERROR');
  if (!(await findPasskeyOf(ctx.db, user.id, id))) throw passkeyNotFound();
  await checkPassword(ctx, user.id, input.password);
  const row = await deletePasskeyOf(ctx.db, user.id, id);
  if (!row) throw passkeyNotFound();
  await noticePasskeyChange(ctx, user, { kind: 'removed', passkey: row.name }, meta);
}
