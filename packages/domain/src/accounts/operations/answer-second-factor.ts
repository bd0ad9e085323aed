import type { SecondFactorAnswer, SignInSession } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import { mayHoldSession } from '../account-status';
import type { AccountsContext } from '../accounts-context';
import {
  answerChallenge,
  claimChallengeAttempt,
  countUnusedRecoveryCodes,
  findOpenChallenge,
  findTotpFactor,
} from '../second-factor.repository';
import { boundedGuess, secondFactorLimits, takeRecoveryCode, takeTotpCode, wrongCode } from '../second-factor-check';
import { noticeSecondFactorChange } from '../second-factor-notice';
import { signTrustedDevice } from '../totp';
import { findUserById } from '../users.repository';
import { openSession, type SignInMeta } from './finish-sign-in';
import { passkeySecondFactorOptions, verifyPasskeySecondFactor } from './passkey-second-factor';

const challengeOver = () =>
  new AppError('UNAUTHORIZED_ERROR', { reason: 'CHALLENGE_OVER', messageKey: 'secondFactor.errors.challengeOver' });

/**
 * The sign-in's second step: a code from the authenticator app, a recovery code or one of the person's
 * passkeys answers the challenge the first factor earned. Five answers per challenge, ten wrong codes an hour per account (any address); a wrong
 * answer says only "wrong code". A right one opens the session and, when asked, signs a cookie that trusts
 * this browser for 30 days.
 */
export async function answerSecondFactor(
  ctx: AccountsContext,
  input: SecondFactorAnswer,
  meta: SignInMeta,
): Promise<SignInSession & { trustedDevice: string | null }> {
  const now = ctx.clock.now();
  const challenge = await claimChallengeAttempt(ctx.db, input.challengeId, secondFactorLimits.challengeTries, now);
  if (!challenge) throw challengeOver();
  const userId = challenge.userId;
  const right = await boundedGuess(ctx, userId, async () => {
    if (input.method === 'totp') return takeTotpCode(ctx, userId, input.code);
    if (input.method === 'recovery') return takeRecoveryCode(ctx, userId, input.code);
    // A passkey of this person, its challenge bound to them: a refusal counts as a wrong answer.
    return verifyPasskeySecondFactor(ctx, userId, input.passkey).then(
      () => true,
      () => false,
    );
  });
  if (!right) throw wrongCode();
  if (!(await answerChallenge(ctx.db, challenge.id, now))) throw challengeOver();

  const user = await findUserById(ctx.db, userId);
  if (!user || user.deletedAt || !mayHoldSession(user.status)) throw challengeOver();
  const token = await openSession(ctx, userId, meta);
  if (input.method === 'recovery') {
    const left = await countUnusedRecoveryCodes(ctx.db, userId);
    await noticeSecondFactorChange(ctx, userId, { kind: 'recoveryCodeUsed', left }, { ip: meta.ip });
  }
  const factor = await findTotpFactor(ctx.db, userId);
  const trustedDevice =
    input.trustDevice && factor?.confirmedAt
      ? signTrustedDevice(ctx.accountSettings.secret, userId, factor.confirmedAt, now)
      : null;
  return { accessToken: token, userId, role: user.role, trustedDevice };
}

/**
 * The passkey request options for a live second-factor challenge: limited to the challenge's person's
 * passkeys, bound to them. An unknown or spent challenge answers as the step does.
 */
export async function secondFactorPasskeyOptions(ctx: AccountsContext, input: { challengeId: string }) {
  const challenge = await findOpenChallenge(
    ctx.db,
    input.challengeId,
    secondFactorLimits.challengeTries,
    ctx.clock.now(),
  );
  if (!challenge) throw challengeOver();
  return passkeySecondFactorOptions(ctx, challenge.userId);
}
