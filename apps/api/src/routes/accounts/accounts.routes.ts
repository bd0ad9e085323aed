import { accountsEndpoints as endpoints, sessionCookies } from '@tendero/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requestLocale } from '../../plugins/request-locale';
import { accessTokenOf, requireSession, type SessionResolver } from '../../plugins/session';
import type { AccountRoutesOptions } from './account-routes-options';
import { authLimitOf } from './auth-limit';
import { answerSignIn } from './sign-in-cookies';

export const accountsRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (
  app,
  { config, accounts, resolveSession },
) => {
  const authLimit = authLimitOf(config);
  const clearSessionCookies = (reply: FastifyReply) => {
    for (const name of Object.values(sessionCookies)) reply.clearCookie(name, { path: '/' });
  };
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(
    app,
    endpoints.signUp,
    async (request) => {
      const result = await accounts.signUp(request.body, requestLocale(request), { ip: request.ip });
      return result;
    },
    authLimit,
  );

  serveEndpoint(
    app,
    endpoints.signIn,
    // One more step (a second factor, an e-mailed code): no session yet, so no session cookie.
    async (request, reply) => answerSignIn(request, reply, config, (origin) => accounts.signIn(request.body, origin)),
    authLimit,
  );

  serveEndpoint(app, endpoints.signOut, async (request, reply) => {
    const token = accessTokenOf(request);
    if (token) await accounts.signOut(token);
    clearSessionCookies(reply);
    return null;
  });

  serveEndpoint(
    app,
    endpoints.activate,
    async (request) => {
      await accounts.activate(request.body.token);
      return { status: 'activated' as const };
    },
    authLimit,
  );

  serveEndpoint(
    app,
    endpoints.resendActivation,
    async (request) => {
      await accounts.resendActivation(request.body.email);
      return null;
    },
    authLimit,
  );

  serveEndpoint(
    app,
    endpoints.requestRecovery,
    async (request) => {
      await accounts.requestRecovery(request.body.email);
      return null;
    },
    authLimit,
  );

  serveEndpoint(
    app,
    endpoints.confirmRecovery,
    async (request) => {
      await accounts.confirmRecovery(request.body, { ip: request.ip });
      return null;
    },
    authLimit,
  );

  serveEndpoint(
    app,
    endpoints.changePassword,
    async (request) => {
      await accounts.changePassword(await session(request), accessTokenOf(request) ?? '', request.body);
      return null;
    },
    authLimit,
  );

  serveEndpoint(app, endpoints.session, async (request) => accounts.currentUser(await session(request)));

  serveEndpoint(app, endpoints.updateMe, async (request) =>
    accounts.updateProfile(await session(request), request.body),
  );

  serveEndpoint(
    app,
    endpoints.deleteMe,
    async (request, reply) => {
      const result = await accounts.deleteAccount(await session(request), request.body.password);
      clearSessionCookies(reply);
      return result;
    },
    authLimit,
  );

  serveEndpoint(app, endpoints.markActive, async (request) =>
    accounts.markActive(await session(request), request.params.id),
  );
};
