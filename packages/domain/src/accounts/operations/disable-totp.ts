import type { DisableTotpInput } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { deleteSecondFactor } from '../second-factor.repository';
import { boundedGuess, boundedPassword, takeTotpCode, wrongCodeField } from '../second-factor-check';
import { noticeSecondFactorChange } from '../second-factor-notice';
import { hasSecondFactor, secondFactorRequirement } from '../second-factor-status';
import { findUserById } from '../users.repository';

/**
 * Turns the authenticator off (and its recovery codes with it) with the password and a current code. An
 * admin, or a member of a team that requires a second factor, cannot. E-mailed and recorded.
 */
export async function disableTotp(
  ctx: AccountsContext,
  session: Session,
  input: DisableTotpInput,
  meta: { ip?: string } = {},
): Promise<void> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('UNAUTHORIZED_ERROR');
  const requirement = await secondFactorRequirement(ctx.db, { role: user.role, companyId: user.companyId });
  if (requirement === 'ADMIN') {
    throw new AppError('FORBIDDEN', {
      reason: 'SECOND_FACTOR_REQUIRED',
      messageKey: 'secondFactor.errors.adminMustKeep',
    });
  }
  if (requirement === 'TEAM') {
    throw new AppError('FORBIDDEN', {
      reason: 'SECOND_FACTOR_REQUIRED',
      messageKey: 'secondFactor.errors.teamMustKeep',
    });
  }
  if (!(await hasSecondFactor(ctx.db, session.userId))) {
    throw new AppError('CONFLICT', { reason: 'TOTP_NOT_ON', messageKey: 'secondFactor.errors.notOn' });
  }
  await boundedPassword(ctx, session.userId, input.password);
  const right = await boundedGuess(ctx, session.userId, () => takeTotpCode(ctx, session.userId, input.code));
  if (!right) throw wrongCodeField();
  await deleteSecondFactor(ctx.db, session.userId);
  await noticeSecondFactorChange(ctx, session.userId, { kind: 'totpOff' }, { ip: meta.ip });
}
