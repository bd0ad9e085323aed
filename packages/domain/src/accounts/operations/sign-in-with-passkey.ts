import type { PasskeySignInInput, SignInSession } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import type { AccountsContext } from '../accounts-context';
import { checkAssertion, startAuthentication, takeChallenge } from '../passkey-ceremony';
import { openPasskeySession } from '../passkey-session';
import { findPasskeyByCredential, recordPasskeyUse } from '../passkeys.repository';
import { findUserById } from '../users.repository';
import type { SignInMeta } from './finish-sign-in';

export const passkeyNotAccepted = (messageKey = 'passkeys.errors.notAccepted') =>
  new AppError('UNAUTHORIZED_ERROR', { reason: 'PASSKEY_NOT_ACCEPTED', messageKey });

/** Sign-in without a password, step 1: request options for any discoverable passkey of this site. */
export async function startPasskeySignIn(ctx: AccountsContext) {
  return startAuthentication(ctx, 'sign-in');
}

/**
 * Sign-in without a password, step 2: the signed challenge (taken: a replay finds it gone), the passkey by
 * its credential id and user handle, the signature by its stored public key, and a device that verified its
 * user (PIN, biometrics): a passkey is then both factors. An unknown passkey, one of a deleted account, a
 * bad signature and a foreign origin get one answer. Then the password path's status rules and session.
 */
export async function signInWithPasskey(
  ctx: AccountsContext,
  input: PasskeySignInInput,
  meta: SignInMeta,
): Promise<SignInSession & { login: string }> {
  const challenge = await takeChallenge(ctx, input.challengeId, 'sign-in', null);
  const passkey = await findPasskeyByCredential(ctx.db, input.response.id);
  if (!passkey) throw passkeyNotAccepted();
  const handle = input.response.response.userHandle;
  if (handle && handle !== passkey.userHandle) throw passkeyNotAccepted();
  const user = await findUserById(ctx.db, passkey.userId);
  if (!user || user.deletedAt) throw passkeyNotAccepted();
  const info = await checkAssertion(ctx, challenge, passkey, input.response, false);
  if (!info) throw passkeyNotAccepted();
  if (!info.userVerified) throw passkeyNotAccepted('passkeys.errors.verificationRequired');
  if (!(await recordPasskeyUse(ctx.db, passkey.id, info.newCounter, ctx.clock.now()))) throw passkeyNotAccepted();
  const result = await openPasskeySession(ctx, user, meta);
  return { ...result, login: user.username };
}
