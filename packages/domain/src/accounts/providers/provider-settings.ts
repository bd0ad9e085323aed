/** The OpenID Connect providers a person may sign in with. */
export const openIdProviderIds = ['google', 'microsoft'] as const;
export type OpenIdProviderId = (typeof openIdProviderIds)[number];

/**
 * One configured provider: its client at the provider and where its discovery document is (Google's and
 * Microsoft's by default; the tests point it at a loopback OpenID server). A provider without settings is
 * not offered at all.
 */
export type OpenIdProviderSettings = {
  id: OpenIdProviderId;
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
  /** Microsoft only: `organizations` refuses personal Microsoft accounts (their fixed tenant id). */
  tenant?: string;
};

export const googleDiscoveryUrl = 'https://accounts.google.com/.well-known/openid-configuration';
export const microsoftDiscoveryUrl = (tenant: string) =>
  `https://login.microsoftonline.com/${encodeURIComponent(tenant)}/v2.0/.well-known/openid-configuration`;

/** Where every provider sends the person back: one address per deployment, registered at the provider. */
export const providerRedirectPath = '/login/provider';
