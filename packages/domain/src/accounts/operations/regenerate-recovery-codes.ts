import type { RegenerateRecoveryCodesInput } from '@tendero/contracts';
import { totpCodeSchema } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { replaceRecoveryCodes } from '../second-factor.repository';
import { boundedGuess, boundedPassword, takeTotpCode, wrongCodeField } from '../second-factor-check';
import { noticeSecondFactorChange } from '../second-factor-notice';
import { hasSecondFactor } from '../second-factor-status';
import { hashRecoveryCode, newRecoveryCodes } from '../totp';

/**
 * New recovery codes replace the old ones, proven with a current authenticator code or the password; shown
 * once. The person is e-mailed and the change recorded.
 */
export async function regenerateRecoveryCodes(
  ctx: AccountsContext,
  session: Session,
  input: RegenerateRecoveryCodesInput,
  meta: { ip?: string } = {},
): Promise<{ recoveryCodes: string[] }> {
  if (!(await hasSecondFactor(ctx.db, session.userId))) {
    throw new AppError('CONFLICT', { reason: 'TOTP_NOT_ON', messageKey: 'secondFactor.errors.notOn' });
  }
  const code = input.code?.trim();
  if (code) {
    const parsed = totpCodeSchema.safeParse(code);
    const right =
      parsed.success && (await boundedGuess(ctx, session.userId, () => takeTotpCode(ctx, session.userId, parsed.data)));
    if (!right) throw wrongCodeField();
  } else {
    await boundedPassword(ctx, session.userId, input.password ?? '');
  }
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    ctx.db,
    session.userId,
    codes.map((one) => hashRecoveryCode(ctx.accountSettings.secret, one)),
    ctx.clock.now(),
  );
  await noticeSecondFactorChange(ctx, session.userId, { kind: 'recoveryCodes' }, { ip: meta.ip });
  return { recoveryCodes: codes };
}
