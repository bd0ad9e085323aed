import { AppError } from '../../shared/app-error';
import { addressOf, apiErrorCode, hourMs, secondsUntil } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { recoveryCode } from '../auth';
import { rememberOrigin } from '../devices.repository';
import {
  countRecoveryCodeGuess,
  forgetRecoveryCodeGuesses,
  forgetSignInFailures,
} from '../sign-in-attempts.repository';
import { findUserByLogin } from '../users.repository';

/**
 * Recovery, step 2: a valid code sets the new password and ends every session. At most
 * `recoveryCode.guessesPerHour` guesses per account in an hour, counted before the code is checked and
 * whatever the number of codes sent (a new code alone would give five fresh tries). The address that
 * proved the mailbox becomes familiar to the account, so it may sign in with the new password even while
 * the account is past its sign-in ceiling.
 */
export async function confirmRecovery(
  ctx: AccountsContext,
  input: { email: string; code: string; password: string },
  meta: { ip?: string } = {},
) {
  const now = ctx.clock.now();
  const counted = await countRecoveryCodeGuess(ctx.db, input.email, now, hourMs);
  if (counted !== null && counted.guesses > recoveryCode.guessesPerHour) {
    throw new AppError('RATE_LIMITED', {
      retryAfterSeconds: secondsUntil(counted.endsAt, now),
      reason: 'RECOVERY_LOCKED',
      messageKey: 'accounts.errors.recoveryLocked',
      fieldProblems: [{ path: 'code', messageKey: 'accounts.errors.recoveryLocked' }],
    });
  }
  try {
    await ctx.auth.api.resetPasswordEmailOTP({
      body: { email: input.email.toLowerCase(), otp: input.code, password: input.password },
    });
  } catch (error) {
    const code = apiErrorCode(error);
    const problem =
      code === 'OTP_EXPIRED'
        ? { reason: 'CODE_EXPIRED', key: 'accounts.errors.codeExpired' }
        : code === 'TOO_MANY_ATTEMPTS'
          ? { reason: 'CODE_ATTEMPTS', key: 'accounts.errors.codeAttempts' }
          : { reason: 'CODE_INVALID', key: 'accounts.errors.codeInvalid' };
    throw new AppError('VALIDATION_ERROR', {
      reason: problem.reason,
      messageKey: problem.key,
      fieldProblems: [{ path: 'code', messageKey: problem.key }],
    });
  }
  const user = await findUserByLogin(ctx.db, input.email);
  if (user) {
    await forgetRecoveryCodeGuesses(ctx.db, user.id);
    await forgetSignInFailures(ctx.db, user.id, addressOf(meta));
    await rememberOrigin(ctx.db, user.id, { deviceHash: null, address: addressOf(meta), userAgent: '' }, now);
  }
}
