import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect server on loopback for the sign-in-with-a-provider tests: panva's `oidc-provider`
 * (the certified implementation), with one client for Tendero and its development login and consent pages
 * (any login, any password). The login is the person's e-mail; a login starting with `unverified` gets
 * `email_verified: false`, so a test can play a provider that does not vouch for the address.
 */
export type LoopbackProvider = {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
};

export const loopbackClient = { clientId: 'tendero-loopback', clientSecret: 'loopback-secret-not-for-production' };

/** The claims of a login: the e-mail, whether the provider vouches for it, and names from its local part. */
export function loopbackClaims(login: string) {
  const email = login.replace(/^unverified[.+-]?/, '');
  const local = email.split('@')[0] ?? 'person';
  const [given = 'Anna', family = 'Nowak'] = local.split(/[._-]/).filter(Boolean);
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    sub: `sub-${Buffer.from(email).toString('base64url')}`,
    email,
    email_verified: !login.startsWith('unverified'),
    given_name: capital(given),
    family_name: capital(family),
    name: `${capital(given)} ${capital(family)}`,
  };
}

export async function startLoopbackProvider(options: {
  port?: number;
  redirectUris: string[];
}): Promise<LoopbackProvider> {
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: loopbackClient.clientId,
        client_secret: loopbackClient.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Google and Microsoft put the e-mail claims in the ID token itself; so does this server.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, id: string) => ({ accountId: id, claims: async () => loopbackClaims(id) }),
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    cookies: { keys: ['loopback-cookie-key-for-tests-only'] },
  });
  // A loopback test server speaks plain HTTP on 127.0.0.1; production providers are https.
  provider.proxy = false;
  server.on('request', provider.callback());
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    ...loopbackClient,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * Plays the person at the provider, over HTTP as a browser would: follows the authorization address,
 * fills the development login form with `login` (any password), gives consent, and answers the address the
 * provider finally sends the browser back to (the redirect URI with `code`, `state` and `iss`).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let next: { url: URL; method: 'GET' | 'POST'; body?: URLSearchParams } = {
    url: new URL(authorizationUrl),
    method: 'GET',
  };
  for (let step = 0; step < 20; step++) {
    const response = await fetch(next.url, {
      method: next.method,
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: next.body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.href.startsWith(redirectUri)) return target;
      next = { url: target, method: 'GET' };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} without a form: ${html.slice(0, 300)}`);
    const body = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
    next = { url: new URL(action, next.url), method: 'POST', body };
  }
  throw new Error('the provider never sent the browser back');
}
