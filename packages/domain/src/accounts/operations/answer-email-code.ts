import type { EmailCodeAnswer, SignInResult } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import { addressOf, hourMs, secondsUntil } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { emailCodeHash, emailStepUp, sameHash } from '../device-rules';
import {
  countCodeGuess,
  findOpenChallenge,
  forgetCodeGuesses,
  liveCodes,
  useCodeForChallenge,
} from '../email-codes.repository';
import { forgetSignInFailures } from '../sign-in-attempts.repository';
import { findUserById } from '../users.repository';
import { finishSignIn, type SignInMeta } from './finish-sign-in';

const wrongCode = () =>
  new AppError('VALIDATION_ERROR', {
    reason: 'CODE_INVALID',
    messageKey: 'devices.errors.codeInvalid',
    fieldProblems: [{ path: 'code', messageKey: 'devices.errors.codeInvalid' }],
  });

/**
 * Answers the `EMAIL_CODE` sign-in challenge: a live code e-mailed to the account stands in for the
 * password (which the step-up never checked); `finishSignIn` then asks the second factor or opens the session.
 * Guesses are bounded per account from any address (`emailStepUp.guessesPerHour`), counted in the
 * database before the code is checked, so parallel guesses cannot race past the bound. An unknown, used or
 * expired challenge answers as a wrong code does.
 */
export async function answerEmailCode(
  ctx: AccountsContext,
  input: EmailCodeAnswer,
  origin: SignInMeta,
): Promise<SignInResult> {
  const now = ctx.clock.now();
  const challenge = await findOpenChallenge(ctx.db, input.challengeId, now);
  if (!challenge) throw wrongCode();
  const counted = await countCodeGuess(ctx.db, challenge.userId, now, hourMs);
  if (counted.guesses > emailStepUp.guessesPerHour) {
    throw new AppError('RATE_LIMITED', {
      reason: 'CODE_LOCKED',
      messageKey: 'devices.errors.codeLocked',
      retryAfterSeconds: secondsUntil(counted.endsAt, now),
      fieldProblems: [{ path: 'code', messageKey: 'devices.errors.codeLocked' }],
    });
  }
  const expected = emailCodeHash(ctx.accountSettings.secret, challenge.userId, input.code);
  const code = (await liveCodes(ctx.db, challenge.userId, now)).find((live) => sameHash(live.codeHash, expected));
  if (!code || !(await useCodeForChallenge(ctx.db, code.id, challenge.id, now))) throw wrongCode();

  await forgetCodeGuesses(ctx.db, challenge.userId);
  await forgetSignInFailures(ctx.db, challenge.userId, addressOf(origin));
  const user = await findUserById(ctx.db, challenge.userId);
  if (!user || user.deletedAt) throw wrongCode();
  if (user.status === 'SUSPENDED') {
    throw new AppError('FORBIDDEN', { reason: 'ACCOUNT_SUSPENDED', messageKey: 'accounts.errors.suspended' });
  }
  if (user.status === 'UNVERIFIED') {
    throw new AppError('FORBIDDEN', { reason: 'ACCOUNT_NOT_ACTIVE', messageKey: 'accounts.errors.notActive' });
  }
  // The code stood in for the password; a second factor, when the person has one, is still asked.
  return finishSignIn(ctx, { userId: user.id, role: user.role }, null, origin);
}
