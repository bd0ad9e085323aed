import { AppError } from '../shared/app-error';
import { hourMs, secondsUntil } from './account-rules';
import type { AccountsContext } from './accounts-context';
import { checkPassword } from './credentials';
import {
  countSecondFactorGuess,
  findTotpFactor,
  uncountSecondFactorGuess,
  useRecoveryCode,
  useTotpStep,
} from './second-factor.repository';
import { decryptSecret, hashRecoveryCode, totpMatchStep } from './totp';

/**
 * Guessing bounds of the second factor: 5 answers per sign-in challenge (valid 10 minutes), and 10 wrong
 * codes or passwords an hour per account whatever the address, the challenge or the endpoint (sign-in step,
 * set-up, new recovery codes, turning off). Past the bound no code is checked until the hour is over.
 */
export const secondFactorLimits = { challengeTries: 5, challengeSeconds: 10 * 60, guessesPerHour: 10 } as const;

export const wrongCode = () =>
  new AppError('UNAUTHORIZED_ERROR', { reason: 'WRONG_CODE', messageKey: 'secondFactor.errors.wrongCode' });

/** A wrong code in a form (set-up, regeneration, turning off): the same words, on the field. */
export const wrongCodeField = (field = 'code') =>
  new AppError('VALIDATION_ERROR', {
    reason: 'WRONG_CODE',
    messageKey: 'secondFactor.errors.wrongCode',
    fieldProblems: [{ path: field, messageKey: 'secondFactor.errors.wrongCode' }],
  });

/**
 * Runs one guess against the account's hourly bound: claimed before the check (one statement, so parallel
 * guesses cannot pass the bound), given back when the check passes.
 */
export async function boundedGuess(ctx: AccountsContext, userId: string, check: () => Promise<boolean>) {
  const now = ctx.clock.now();
  const claim = await countSecondFactorGuess(ctx.db, userId, now, hourMs);
  if (claim.guesses > secondFactorLimits.guessesPerHour) {
    throw new AppError('RATE_LIMITED', {
      reason: 'SECOND_FACTOR_GUESSES',
      messageKey: 'secondFactor.errors.tooManyGuesses',
      retryAfterSeconds: secondsUntil(claim.endsAt, now),
    });
  }
  const right = await check();
  if (right) await uncountSecondFactorGuess(ctx.db, userId);
  return right;
}

/**
 * Whether `code` is a current code of the person's authenticator (confirmed or, with `pending`, waiting for
 * its first code) not used before: its time step is taken once, so the same code given again is refused.
 */
export async function takeTotpCode(
  ctx: AccountsContext,
  userId: string,
  code: string,
  options: { pending?: boolean } = {},
): Promise<boolean> {
  const factor = await findTotpFactor(ctx.db, userId);
  if (!factor || (!options.pending && !factor.confirmedAt)) return false;
  const step = totpMatchStep(decryptSecret(ctx.accountSettings.secret, factor.secretEncrypted), code, ctx.clock.now());
  if (step === null) return false;
  return useTotpStep(ctx.db, userId, step);
}

/** Whether `code` is an unused recovery code of the person; it is used up if so. */
export async function takeRecoveryCode(ctx: AccountsContext, userId: string, code: string): Promise<boolean> {
  return useRecoveryCode(ctx.db, userId, hashRecoveryCode(ctx.accountSettings.secret, code), ctx.clock.now());
}

/** The password, counted against the same hourly bound (a stolen session cannot guess it without end). */
export async function boundedPassword(ctx: AccountsContext, userId: string, password: string): Promise<void> {
  let wrong: unknown = null;
  await boundedGuess(ctx, userId, async () => {
    try {
      await checkPassword(ctx, userId, password);
      return true;
    } catch (error) {
      wrong = error;
      return false;
    }
  });
  if (wrong) throw wrong;
}
