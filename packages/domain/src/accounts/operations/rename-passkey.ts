import type { PasskeyRenameInput, PasskeyView } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { noticePasskeyChange } from '../passkey-notices';
import { findPasskeyOf, renamePasskeyOf } from '../passkeys.repository';
import { findUserById } from '../users.repository';
import { passkeyView } from './list-passkeys';

export const passkeyNotFound = () =>
  new AppError('NOT_FOUND', { reason: 'PASSKEY_NOT_FOUND', messageKey: 'passkeys.errors.notFound' });

/** Renames one of one's own passkeys (another person's is not found); e-mailed and logged. */
export async function renamePasskey(
  ctx: AccountsContext,
  session: Session,
  id: string,
  input: PasskeyRenameInput,
  meta: { ip?: string } = {},
): Promise<PasskeyView> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user || user.deletedAt) throw new AppError('UNAUTHORIZED_ERROR');
  const before = await findPasskeyOf(ctx.db, user.id, id);
  if (!before) throw passkeyNotFound();
  const row = await renamePasskeyOf(ctx.db, user.id, id, input.name);
  if (!row) throw passkeyNotFound();
  if (before.name !== row.name) {
    await noticePasskeyChange(ctx, user, { kind: 'renamed', passkey: row.name, old: before.name }, meta);
  }
  return passkeyView(row);
}
