import type { AppLocale } from '@tendero/i18n';
import type { AccountsContext } from '../accounts-context';
import { authorizationRequest, hashKey, randomKey } from '../providers/openid-protocol';
import type { OpenIdProviderId } from '../providers/provider-settings';
import { insertSignInFlow } from '../providers/provider-sign-in.repository';

/** Ten minutes to sign in at the provider and come back. */
export const providerFlowLifetimeMs = 10 * 60 * 1000;

/**
 * Starts signing in with a provider: a fresh state, PKCE verifier and nonce, kept server-side and bound to
 * this browser by `browserKey` (the route puts it in an httpOnly cookie), so a provider's answer only
 * counts in the browser that asked for it (no signing a victim into an attacker's account).
 */
export async function startProviderSignIn(ctx: AccountsContext, provider: OpenIdProviderId, locale: AppLocale) {
  const request = await authorizationRequest(ctx, provider);
  const browserKey = randomKey();
  const now = ctx.clock.now();
  await insertSignInFlow(
    ctx.db,
    {
      stateHash: hashKey(request.state),
      provider,
      codeVerifier: request.codeVerifier,
      nonce: request.nonce,
      browserKeyHash: hashKey(browserKey),
      locale,
      expiresAt: new Date(now.getTime() + providerFlowLifetimeMs),
    },
    now,
  );
  return { url: request.url, browserKey };
}
