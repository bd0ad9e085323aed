import type { SignInInput, SignInResult } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import { addressOf, apiErrorCode, hourMs, signInSpacing } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { checkLikeAKnownLogin } from '../credentials';
import { deviceHashOf } from '../device-rules';
import { startEmailStepUp } from '../device-sign-in';
import { findFamiliarity } from '../devices.repository';
import { deleteSessionByToken } from '../sessions.repository';
import {
  accountSignInAttempts,
  claimSignInAttempt,
  countAccountSignInAttempt,
  forgetSignInFailures,
  signInWaitMs,
  uncountAccountSignInAttempt,
} from '../sign-in-attempts.repository';
import { findUserByLogin } from '../users.repository';
import { finishSignIn, type SignInMeta } from './finish-sign-in';

/**
 * SPEC §4 sign-in with username or e-mail; the role comes from the account, never from the client.
 * Guessing: each attempt is claimed in the database before the password is checked, so parallel attempts
 * cannot race past the limits. Per account and address, a growing delay (decision 0012). Per account, a
 * ceiling of failed attempts an hour (decision 0031): past it, only a familiar device (one that signed in
 * to the account before), or a familiar address with no failures of its own, gets a password check; any
 * other attempt gets the e-mailed step-up (`EMAIL_CODE` challenge) without a password check, the same
 * answer whatever the password was. A right password is then passed to `finishSignIn`, which may ask for
 * the second factor.
 */
export async function signIn(ctx: AccountsContext, input: SignInInput, meta: SignInMeta): Promise<SignInResult> {
  const now = ctx.clock.now();
  const user = await findUserByLogin(ctx.db, input.username);
  const badCredentials = () =>
    new AppError('UNAUTHORIZED_ERROR', {
      reason: 'INVALID_CREDENTIALS',
      messageKey: 'accounts.errors.badCredentials',
    });
  if (!user || user.deletedAt) {
    await checkLikeAKnownLogin(ctx, input.password);
    throw badCredentials();
  }

  const address = addressOf(meta);
  const ceiling = ctx.accountSettings.failedSignInsPerHour;
  const familiarity = () =>
    findFamiliarity(ctx.db, user.id, meta.device?.presented ? deviceHashOf(meta) : null, address);
  const claim = await claimSignInAttempt(ctx.db, user.id, address, now, signInSpacing);
  if (!claim) {
    const attempts = await accountSignInAttempts(ctx.db, user.id, now, hourMs);
    // Under guessing, an unfamiliar caller waiting out its address's delay may still prove the mailbox.
    if (attempts >= ceiling && !(await familiarity()).device) return startEmailStepUp(ctx, user, meta);
    const waitMs = await signInWaitMs(ctx.db, user.id, address, now, signInSpacing);
    throw new AppError('RATE_LIMITED', {
      reason: 'SIGN_IN_DELAYED',
      messageKey: 'accounts.errors.signInDelayed',
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }
  const attempts = await countAccountSignInAttempt(ctx.db, user.id, now, hourMs);
  if (attempts > ceiling) {
    const familiar = await familiarity();
    if (!familiar.device && !(familiar.address && claim.priorFailures === 0)) return startEmailStepUp(ctx, user, meta);
  }

  let token: string;
  try {
    const result = await ctx.auth.api.signInEmail({
      body: { email: user.email, password: input.password },
      headers: new Headers({ 'user-agent': meta.userAgent ?? '', 'x-forwarded-for': meta.ip ?? '' }),
    });
    token = result.token;
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === 'INVALID_EMAIL_OR_PASSWORD') throw badCredentials();
    await forgetSignInFailures(ctx.db, user.id, address);
    await uncountAccountSignInAttempt(ctx.db, user.id);
    if (code === 'EMAIL_NOT_VERIFIED') {
      throw new AppError('FORBIDDEN', { reason: 'ACCOUNT_NOT_ACTIVE', messageKey: 'accounts.errors.notActive' });
    }
    throw error;
  }
  // The password was right: this attempt was no failure.
  await forgetSignInFailures(ctx.db, user.id, address);
  await uncountAccountSignInAttempt(ctx.db, user.id);
  if (user.status === 'SUSPENDED') {
    await deleteSessionByToken(ctx.db, token);
    throw new AppError('FORBIDDEN', { reason: 'ACCOUNT_SUSPENDED', messageKey: 'accounts.errors.suspended' });
  }
  if (user.status === 'UNVERIFIED') {
    await deleteSessionByToken(ctx.db, token);
    throw new AppError('FORBIDDEN', { reason: 'ACCOUNT_NOT_ACTIVE', messageKey: 'accounts.errors.notActive' });
  }
  return finishSignIn(ctx, { userId: user.id, role: user.role }, token, meta);
}
