import { isSignInChallenge, localeOr, type SignInResult } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import type { AccountsContext } from '../accounts-context';
import { finishSignIn, type SignInMeta } from '../operations/finish-sign-in';
import type { UserRow } from '../users.repository';
import type { OpenIdProviderId } from './provider-settings';

export type { SignInMeta };

/**
 * Refuses an account that may not sign in, with the messages of password sign-in: deleted (as an unknown
 * login), suspended, not confirmed (UNVERIFIED, or TEMPORARY: an invitation not yet accepted).
 */
export function refuseUnusableAccount(user: UserRow | null): asserts user is UserRow {
  if (!user || user.deletedAt) {
    throw new AppError('UNAUTHORIZED_ERROR', {
      reason: 'INVALID_CREDENTIALS',
      messageKey: 'accounts.errors.badCredentials',
    });
  }
  if (user.status === 'SUSPENDED') {
    throw new AppError('FORBIDDEN', { reason: 'ACCOUNT_SUSPENDED', messageKey: 'accounts.errors.suspended' });
  }
  if (user.status !== 'ACTIVE') {
    throw new AppError('FORBIDDEN', { reason: 'ACCOUNT_NOT_ACTIVE', messageKey: 'accounts.errors.notActive' });
  }
}

/**
 * The one place a provider sign-in ends (an account linked to the provider, a new account the provider
 * vouched for, a link just confirmed): through `finishSignIn`, so a person with a second factor still gives
 * it after Google or Microsoft (the `challenge` outcome); else the session, recorded as a sign-in.
 */
export async function openProviderSession(
  ctx: AccountsContext,
  user: UserRow,
  provider: OpenIdProviderId,
  meta: SignInMeta,
) {
  refuseUnusableAccount(user);
  const locale = localeOr(user.locale);
  const result: SignInResult = await finishSignIn(ctx, { userId: user.id, role: user.role }, null, meta);
  if (isSignInChallenge(result)) return { outcome: 'challenge' as const, challenge: result.challenge, locale };
  await recordAudit(ctx.db, {
    at: ctx.clock.now(),
    actorId: user.id,
    action: 'auth.sign-in',
    targetType: 'user',
    targetId: user.id,
    ip: meta.ip ?? null,
    detail: { login: user.email, method: provider },
  });
  return { outcome: 'signed-in' as const, ...result, locale };
}
