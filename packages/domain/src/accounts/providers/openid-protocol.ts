import { createHash, randomBytes } from 'node:crypto';
import { type OAuthIdTokenConfig, type OAuthProvider, verifyProviderIdToken } from '@better-auth/core/oauth2';
import { decodeJwt } from 'jose';
import { AppError } from '../../shared/app-error';
import type { AccountsContext } from '../accounts-context';
import { type OpenIdProviderId, providerRedirectPath } from './provider-settings';

/**
 * The OpenID Connect protocol, through Better Auth's generic OAuth providers (built from each provider's
 * discovery document in `auth.ts`): the authorization request (code flow, PKCE S256, state, nonce), the
 * code exchange and the ID token checked against the issuer's published keys, audience, expiry and nonce.
 * Better Auth's own callback route is not used: it would create or link the account itself, and Tendero
 * decides that (a new person chooses an account kind; a link needs the password or an e-mailed code).
 */

/** Personal Microsoft accounts all carry this tenant id. */
const microsoftConsumerTenant = '9188040d-6c67-4c5b-b112-36a304b66dad';

export const randomKey = () => randomBytes(32).toString('base64url');
export const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/** What Tendero learns from a verified ID token. */
export type VerifiedIdentity = {
  provider: OpenIdProviderId;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

const unavailable = () =>
  new AppError('NOT_FOUND', { reason: 'PROVIDER_UNAVAILABLE', messageKey: 'providers.errors.unavailable' });
export const refusedByProvider = () =>
  new AppError('UNAUTHORIZED_ERROR', { reason: 'PROVIDER_REFUSED', messageKey: 'providers.errors.refused' });

/** The providers configured here (their buttons show; one whose issuer cannot be reached says so when used). */
export async function readyProviders(ctx: AccountsContext): Promise<OpenIdProviderId[]> {
  return (ctx.accountSettings.openIdProviders ?? []).map((provider) => provider.id);
}

const builtProvider = async (ctx: AccountsContext, id: OpenIdProviderId) =>
  (await ctx.auth.$context).socialProviders.find((candidate) => candidate.id === id);

/**
 * The Better Auth provider of `id`. Its discovery document is read when the process starts; if the issuer
 * could not be reached then, Better Auth retries before its own social sign-in endpoint, so that endpoint
 * is called once here (its answer, an address with a state of its own, is not used).
 */
async function providerOf(ctx: AccountsContext, id: OpenIdProviderId): Promise<OAuthProvider> {
  if (!(ctx.accountSettings.openIdProviders ?? []).some((provider) => provider.id === id)) throw unavailable();
  let provider = await builtProvider(ctx, id);
  if (!provider) {
    await ctx.auth.api.signInSocial({ body: { provider: id, disableRedirect: true } }).catch(() => null);
    provider = await builtProvider(ctx, id);
  }
  if (!provider?.idToken) throw unavailable();
  return provider;
}

export const redirectUri = (ctx: AccountsContext) => `${ctx.settings.publicUrl}${providerRedirectPath}`;

/** The address that sends the person to the provider, with a fresh state, PKCE verifier and nonce. */
export async function authorizationRequest(ctx: AccountsContext, id: OpenIdProviderId) {
  const provider = await providerOf(ctx, id);
  const state = randomKey();
  const codeVerifier = randomKey();
  const nonce = randomKey();
  const url = await provider.createAuthorizationURL({
    state,
    codeVerifier,
    idTokenNonce: nonce,
    redirectURI: redirectUri(ctx),
    scopes: ['openid', 'email', 'profile'],
  });
  return { url: url.toString(), state, codeVerifier, nonce, issuer: provider.issuer ?? null };
}

/**
 * Microsoft's multi-tenant discovery names its issuer `https://login.microsoftonline.com/{tenantid}/v2.0`:
 * each token's issuer must then name the token's own tenant, and `organizations` refuses personal accounts.
 */
export function idTokenRules(id: OpenIdProviderId, config: OAuthIdTokenConfig, tenant: string | undefined) {
  if ('verify' in config) return config;
  const template = typeof config.issuer === 'string' && config.issuer.includes('{tenantid}') ? config.issuer : null;
  if (!template) return config;
  return {
    ...config,
    issuer: undefined,
    verifyClaims: (claims: Record<string, unknown>) => {
      const tid = claims.tid;
      if (id !== 'microsoft' || typeof tid !== 'string') return false;
      if (claims.iss !== template.replace('{tenantid}', tid)) return false;
      return !(tenant === 'organizations' && tid === microsoftConsumerTenant);
    },
  };
}

const text = (value: unknown, max = 80) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * Exchanges the code (with the PKCE verifier) and verifies the ID token: signature by the issuer's keys,
 * issuer, audience, expiry and the nonce of this request. Anything else is refused.
 */
export async function verifiedIdentity(
  ctx: AccountsContext,
  input: { provider: OpenIdProviderId; code: string; codeVerifier: string; nonce: string; iss?: string },
): Promise<VerifiedIdentity> {
  const provider = await providerOf(ctx, input.provider);
  // RFC 9207: an answer naming another issuer is a mix-up (a code meant for another provider).
  if (input.iss && provider.issuer && !provider.issuer.includes('{tenantid}') && input.iss !== provider.issuer) {
    throw refusedByProvider();
  }
  const tokens = await provider
    .validateAuthorizationCode({ code: input.code, codeVerifier: input.codeVerifier, redirectURI: redirectUri(ctx) })
    .catch(() => null);
  const idToken = tokens?.idToken;
  if (!idToken || !provider.idToken) throw refusedByProvider();
  const tenant = ctx.accountSettings.openIdProviders?.find((p) => p.id === input.provider)?.tenant;
  const rules = idTokenRules(input.provider, provider.idToken, tenant);
  const valid = await verifyProviderIdToken({ ...provider, idToken: rules }, idToken, input.nonce);
  if (!valid) throw refusedByProvider();
  const claims = decodeJwt(idToken);
  const email = text(claims.email, 254).toLowerCase();
  if (!claims.sub || !email.includes('@')) throw refusedByProvider();
  const [nameFirst = '', ...nameRest] = text(claims.name, 160).split(/\s+/);
  return {
    provider: input.provider,
    subject: claims.sub,
    email,
    // Only an explicit `true` counts (Google sends a boolean, some providers the string "true").
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: text(claims.given_name) || nameFirst.slice(0, 80),
    lastName: text(claims.family_name) || nameRest.join(' ').slice(0, 80),
  };
}
