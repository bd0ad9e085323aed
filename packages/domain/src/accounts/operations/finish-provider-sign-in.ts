import type { ProviderCallbackResult } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import type { AccountsContext } from '../accounts-context';
import { hashKey, randomKey, verifiedIdentity } from '../providers/openid-protocol';
import { pendingLifetimeMs, pendingView } from '../providers/pending-identity';
import { openProviderSession, refuseUnusableAccount, type SignInMeta } from '../providers/provider-session';
import type { OpenIdProviderId } from '../providers/provider-settings';
import { findLinkedUserId, insertPendingIdentity, takeSignInFlow } from '../providers/provider-sign-in.repository';
import { findUserById, findUserByLogin } from '../users.repository';

const expired = () =>
  new AppError('UNAUTHORIZED_ERROR', { reason: 'PROVIDER_STATE', messageKey: 'providers.errors.expired' });

/**
 * The provider's answer, passed on by the page it returned to. The state must be one this browser started
 * (taken once, within ten minutes); the code is exchanged and the ID token verified (signature, issuer,
 * audience, expiry, nonce). Then: an account linked to this identity signs in; an existing account with
 * the e-mail waits for its owner to confirm the link (only when the provider vouches for the address); a
 * new person waits to choose an account kind. The waiting identity is named by `pendingKey` (a cookie).
 */
export async function finishProviderSignIn(
  ctx: AccountsContext,
  input: { state: string; code?: string; iss?: string; error?: string },
  browserKey: string | undefined,
  meta: SignInMeta,
): Promise<{ result: ProviderCallbackResult; pendingKey: string | null }> {
  const flow = await takeSignInFlow(ctx.db, hashKey(input.state));
  const now = ctx.clock.now();
  if (!flow || !browserKey || flow.browserKeyHash !== hashKey(browserKey) || flow.expiresAt <= now) throw expired();
  if (input.error || !input.code) {
    throw new AppError('UNAUTHORIZED_ERROR', {
      reason: 'PROVIDER_CANCELLED',
      messageKey: 'providers.errors.cancelled',
    });
  }
  const provider = flow.provider as OpenIdProviderId;
  const identity = await verifiedIdentity(ctx, {
    provider,
    code: input.code,
    codeVerifier: flow.codeVerifier,
    nonce: flow.nonce,
    iss: input.iss,
  });

  const linkedUserId = await findLinkedUserId(ctx.db, provider, identity.subject);
  if (linkedUserId) {
    const user = await findUserById(ctx.db, linkedUserId);
    refuseUnusableAccount(user);
    return { result: await openProviderSession(ctx, user, provider, meta), pendingKey: null };
  }

  const existing = await findUserByLogin(ctx.db, identity.email);
  if (existing) {
    // Only an address the provider vouches for may lead to someone else's account.
    if (!identity.emailVerified) {
      throw new AppError('FORBIDDEN', {
        reason: 'PROVIDER_EMAIL_UNVERIFIED',
        messageKey: 'providers.errors.emailUnverified',
      });
    }
    refuseUnusableAccount(existing);
  }
  const pendingKey = randomKey();
  const row = {
    keyHash: hashKey(pendingKey),
    provider,
    subject: identity.subject,
    email: identity.email,
    emailVerified: identity.emailVerified,
    firstName: identity.firstName,
    lastName: identity.lastName,
    locale: flow.locale,
    userId: existing?.id ?? null,
    expiresAt: new Date(now.getTime() + pendingLifetimeMs),
  };
  await insertPendingIdentity(ctx.db, row, now);
  return {
    result: {
      outcome: 'pending',
      pending: pendingView({ ...row, codeHash: null, codeExpiresAt: null, failedTries: 0, createdAt: now }),
    },
    pendingKey,
  };
}
