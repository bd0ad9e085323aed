import type { PasskeySignInInput } from '@tendero/contracts';
import { AppError } from '../shared/app-error';
import { bindOperation as bind } from '../shared/bind-operation';
import type { AccountsEvents } from './account-rules';
import type { AccountsContext } from './accounts-context';
import type { SignInMeta } from './operations/finish-sign-in';
import { listPasskeys } from './operations/list-passkeys';
import { passkeySecondFactorOptions, verifyPasskeySecondFactor } from './operations/passkey-second-factor';
import { registerPasskey } from './operations/register-passkey';
import { removePasskey } from './operations/remove-passkey';
import { renamePasskey } from './operations/rename-passkey';
import { signInWithPasskey, startPasskeySignIn } from './operations/sign-in-with-passkey';
import { startPasskeyRegistration } from './operations/start-passkey-registration';

/**
 * Passkeys (WebAuthn, issue 37): one's own passkeys in settings, the sign-in without a password, and a
 * passkey as the second factor. Part of the accounts face (`accounts.passkeys`).
 */
export function createPasskeys(ctx: AccountsContext, events: AccountsEvents) {
  return {
    list: bind(ctx, listPasskeys),
    startRegistration: bind(ctx, startPasskeyRegistration),
    register: bind(ctx, registerPasskey),
    rename: bind(ctx, renamePasskey),
    remove: bind(ctx, removePasskey),
    startSignIn: bind(ctx, startPasskeySignIn),
    /** Signs in with a passkey and reports the attempt, successful or refused, to `events.onSignIn`. */
    signIn: async (input: PasskeySignInInput, meta: SignInMeta) => {
      const ip = meta?.ip ?? null;
      try {
        const { login, ...result } = await signInWithPasskey(ctx, input, meta);
        await events.onSignIn?.({ ok: true, userId: result.userId, login, ip, method: 'passkey' });
        return result;
      } catch (error) {
        const reason = error instanceof AppError ? (error.reason ?? error.code) : 'ERROR';
        await events.onSignIn?.({ ok: false, userId: null, login: '', ip, reason, method: 'passkey' });
        throw error;
      }
    },
    secondFactorOptions: bind(ctx, passkeySecondFactorOptions),
    verifySecondFactor: bind(ctx, verifyPasskeySecondFactor),
  };
}
export type Passkeys = ReturnType<typeof createPasskeys>;
