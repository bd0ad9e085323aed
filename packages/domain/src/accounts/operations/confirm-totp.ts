import type { ConfirmTotpInput } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import { AppError } from '../../shared/app-error';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { confirmTotpFactor, findTotpFactor, replaceRecoveryCodes } from '../second-factor.repository';
import { boundedGuess, takeTotpCode, wrongCodeField } from '../second-factor-check';
import { noticeSecondFactorChange } from '../second-factor-notice';
import { hashRecoveryCode, newRecoveryCodes } from '../totp';

/**
 * Set-up, step 2: the first code from the app turns the authenticator on; 10 recovery codes are made,
 * stored hashed and answered this once. The person is e-mailed and the change recorded.
 */
export async function confirmTotp(
  ctx: AccountsContext,
  session: Session,
  input: ConfirmTotpInput,
  meta: { ip?: string } = {},
): Promise<{ recoveryCodes: string[] }> {
  const factor = await findTotpFactor(ctx.db, session.userId);
  if (!factor)
    throw new AppError('CONFLICT', { reason: 'TOTP_NOT_STARTED', messageKey: 'secondFactor.errors.noSetup' });
  if (factor.confirmedAt) {
    throw new AppError('CONFLICT', { reason: 'TOTP_ALREADY_ON', messageKey: 'secondFactor.errors.alreadyOn' });
  }
  const right = await boundedGuess(ctx, session.userId, () =>
    takeTotpCode(ctx, session.userId, input.code, { pending: true }),
  );
  if (!right) throw wrongCodeField();
  const codes = newRecoveryCodes();
  const now = ctx.clock.now();
  await withTransaction(ctx.db, async (tx) => {
    await confirmTotpFactor(tx, session.userId, now);
    await replaceRecoveryCodes(
      tx,
      session.userId,
      codes.map((code) => hashRecoveryCode(ctx.accountSettings.secret, code)),
      now,
    );
  });
  await noticeSecondFactorChange(ctx, session.userId, { kind: 'totpOn' }, { ip: meta.ip });
  return { recoveryCodes: codes };
}
