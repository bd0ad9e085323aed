import { providersEndpoints as endpoints } from '@tendero/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession } from '../../plugins/session';
import type { AccountRoutesOptions } from './account-routes-options';
import { authLimitOf } from './auth-limit';
import { setSignInCookies, signInOrigin } from './sign-in-cookies';

/** The browser's keys of a provider sign-in: the flow it started and the identity waiting for a step. */
const flowCookie = 'tendero_provider_flow';
const pendingCookie = 'tendero_provider_pending';
const cookiePath = '/api/auth/providers';

/** Sign-in with Google and Microsoft; the domain's `accounts.providers` does the work. */
export const providersRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (
  app,
  { config, accounts, resolveSession },
) => {
  const providers = accounts.providers;
  const authLimit = authLimitOf(config);
  const secure = config.mode === 'production';
  const keyCookie = { path: cookiePath, httpOnly: true, sameSite: 'lax' as const, secure };
  // Where the sign-in comes from: its address, browser, device cookie and trusted-device cookie.
  // One per request: the new device id the domain records is the one the cookie gives the browser.
  const origins = new WeakMap<FastifyRequest, ReturnType<typeof signInOrigin>>();
  const meta = (request: FastifyRequest) => {
    const known = origins.get(request) ?? signInOrigin(request);
    origins.set(request, known);
    return known;
  };
  /** A sign-in that ended: its cookies (none but the device's while a second factor is still to give). */
  const signedIn = <T extends { outcome: string }>(reply: FastifyReply, request: FastifyRequest, result: T) => {
    if ('challenge' in result || 'accessToken' in result) {
      setSignInCookies(reply, config, result as never, meta(request));
      reply.clearCookie(pendingCookie, { path: cookiePath });
    }
    return result;
  };

  /** Linking the provider to an existing account, proved by its password or by a code e-mailed to it. */
  const confirmLink = async (
    reply: FastifyReply,
    request: FastifyRequest,
    proof: Parameters<typeof providers.confirmLink>[1],
  ) => signedIn(reply, request, await providers.confirmLink(request.cookies[pendingCookie], proof, meta(request)));

  serveEndpoint(app, endpoints.list, async () => ({ providers: await providers.list() }));

  serveEndpoint(
    app,
    endpoints.start,
    async (request, reply) => {
      const { url, browserKey } = await providers.start(request.params.provider, request.query.locale);
      reply.setCookie(flowCookie, browserKey, { ...keyCookie, maxAge: 10 * 60 });
      return { url };
    },
    authLimit,
  );

  serveEndpoint(
    app,
    endpoints.callback,
    async (request, reply) => {
      const browserKey = request.cookies[flowCookie];
      reply.clearCookie(flowCookie, { path: cookiePath });
      const { result, pendingKey } = await providers.finish(request.body, browserKey, meta(request));
      if (pendingKey) reply.setCookie(pendingCookie, pendingKey, { ...keyCookie, maxAge: 30 * 60 });
      return signedIn(reply, request, result);
    },
    authLimit,
  );

  serveEndpoint(app, endpoints.pending, async (request) => providers.pending(request.cookies[pendingCookie]));

  serveEndpoint(
    app,
    endpoints.signUp,
    async (request, reply) =>
      signedIn(reply, request, await providers.signUp(request.cookies[pendingCookie], request.body, meta(request))),
    authLimit,
  );

  serveEndpoint(
    app,
    endpoints.sendLinkCode,
    async (request) => {
      await providers.sendLinkCode(request.cookies[pendingCookie]);
      return null;
    },
    authLimit,
  );

  serveEndpoint(
    app,
    endpoints.linkWithPassword,
    async (request, reply) => confirmLink(reply, request, request.body),
    authLimit,
  );

  serveEndpoint(
    app,
    endpoints.linkWithCode,
    async (request, reply) => confirmLink(reply, request, request.body),
    authLimit,
  );

  serveEndpoint(app, endpoints.linked, async (request) =>
    providers.linked(await requireSession(request, resolveSession)),
  );

  serveEndpoint(app, endpoints.unlink, async (request) => {
    await providers.unlink(await requireSession(request, resolveSession), request.params.provider, meta(request));
    return null;
  });
};
