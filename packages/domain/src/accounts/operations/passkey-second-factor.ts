import type { PasskeyAssertion } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import type { DomainContext } from '../../shared/context';
import { checkAssertion, startAuthentication, takeChallenge } from '../passkey-ceremony';
import { findPasskeyByCredential, listPasskeysOf, recordPasskeyUse } from '../passkeys.repository';
import { passkeyNotAccepted } from './sign-in-with-passkey';

/**
 * A passkey as the second factor (issue 37), for the sign-in step after a right password: request options
 * limited to this person's passkeys, with a challenge bound to them. NOT_FOUND when they have none.
 */
export async function passkeySecondFactorOptions(ctx: DomainContext, userId: string) {
  const rows = await listPasskeysOf(ctx.db, userId);
  if (rows.length === 0) {
    throw new AppError('NOT_FOUND', { reason: 'NO_PASSKEY', messageKey: 'passkeys.errors.notFound' });
  }
  return startAuthentication(ctx, 'second-factor', rows);
}

/**
 * Checks the answer to `passkeySecondFactorOptions` for `userId`: their challenge (single use), one of
 * their passkeys, signature, origin and counter. User presence is enough here (the password was the first
 * factor). Returns the passkey used; a refusal is UNAUTHORIZED_ERROR `PASSKEY_NOT_ACCEPTED` (or
 * `PASSKEY_CHALLENGE_EXPIRED`). Opens no session: the caller does.
 */
export async function verifyPasskeySecondFactor(
  ctx: DomainContext,
  userId: string,
  input: { challengeId: string; response: PasskeyAssertion },
): Promise<{ passkeyId: string }> {
  const challenge = await takeChallenge(ctx, input.challengeId, 'second-factor', userId);
  const passkey = await findPasskeyByCredential(ctx.db, input.response.id);
  if (!passkey || passkey.userId !== userId) throw passkeyNotAccepted();
  const info = await checkAssertion(ctx, challenge, passkey, input.response, false);
  if (!info) throw passkeyNotAccepted();
  if (!(await recordPasskeyUse(ctx.db, passkey.id, info.newCounter, ctx.clock.now()))) throw passkeyNotAccepted();
  return { passkeyId: passkey.id };
}
