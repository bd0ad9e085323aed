import { AppError } from '../../shared/app-error';
import { apiErrorCode, emailInToken } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { findUserByLogin } from '../users.repository';

/** Confirms the e-mail of an activation link; a link works once and for 24 hours. */
export async function activateAccount(ctx: AccountsContext, token: string): Promise<void> {
  // Better Auth answers the same for a first and a repeated confirmation, so we look at the account the
  // token names before letting Better Auth check the token's signature and expiry.
  const named = emailInToken(token);
  const before = named ? await findUserByLogin(ctx.db, named) : null;
  try {
    await ctx.auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    if (apiErrorCode(error) === 'TOKEN_EXPIRED') {
      throw new AppError('VALIDATION_ERROR', {
        reason: 'ACTIVATION_EXPIRED',
        messageKey: 'accounts.errors.activationExpired',
      });
    }
    throw new AppError('VALIDATION_ERROR', {
      reason: 'ACTIVATION_INVALID',
      messageKey: 'accounts.errors.activationInvalid',
    });
  }
  if (!before || before.emailVerified) {
    throw new AppError('CONFLICT', { reason: 'ACTIVATION_USED', messageKey: 'accounts.errors.activationUsed' });
  }
}
