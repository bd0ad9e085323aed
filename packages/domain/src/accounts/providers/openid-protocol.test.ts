import type { OAuthIdTokenConfig } from '@better-auth/core/oauth2';
import { describe, expect, it } from 'vitest';
import { idTokenRules } from './openid-protocol';

const jwks = (() => Promise.reject(new Error('not used'))) as unknown as Extract<
  OAuthIdTokenConfig,
  { jwks: unknown }
>['jwks'];
const template = 'https://login.microsoftonline.com/{tenantid}/v2.0';
const work = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const personal = '9188040d-6c67-4c5b-b112-36a304b66dad';

describe('ID token rules', () => {
  it('keeps the discovered issuer when it is one issuer (Google, one tenant, the loopback server)', () => {
    const config = { jwks, issuer: 'https://accounts.google.com', audience: 'client' };
    expect(idTokenRules('google', config, undefined)).toBe(config);
  });

  it("binds a multi-tenant Microsoft token's issuer to its own tenant", () => {
    const rules = idTokenRules('microsoft', { jwks, issuer: template, audience: 'client' }, 'common');
    expect('issuer' in rules && rules.issuer).toBeUndefined();
    const verify = 'verifyClaims' in rules ? rules.verifyClaims : undefined;
    expect(verify?.({ tid: work, iss: `https://login.microsoftonline.com/${work}/v2.0` })).toBe(true);
    expect(verify?.({ tid: personal, iss: `https://login.microsoftonline.com/${personal}/v2.0` })).toBe(true);
    // Another tenant's issuer, no tenant, or an issuer elsewhere: refused.
    expect(verify?.({ tid: work, iss: `https://login.microsoftonline.com/${personal}/v2.0` })).toBe(false);
    expect(verify?.({ iss: `https://login.microsoftonline.com/${work}/v2.0` })).toBe(false);
    expect(verify?.({ tid: work, iss: `https://evil.test/${work}/v2.0` })).toBe(false);
  });

  it('refuses personal Microsoft accounts when the tenant is organizations', () => {
    const rules = idTokenRules('microsoft', { jwks, issuer: template, audience: 'client' }, 'organizations');
    const verify = 'verifyClaims' in rules ? rules.verifyClaims : undefined;
    expect(verify?.({ tid: personal, iss: `https://login.microsoftonline.com/${personal}/v2.0` })).toBe(false);
    expect(verify?.({ tid: work, iss: `https://login.microsoftonline.com/${work}/v2.0` })).toBe(true);
  });
});
