import { accountsEndpoints as endpoints, sessionCookies } from '@tendero/contracts';
import type { Accounts } from '@tendero/domain/accounts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';
import { serveEndpoint } from '../../plugins/endpoint';
import { requestLocale } from '../../plugins/request-locale';
import { accessTokenOf, requireSession, type SessionResolver } from '../../plugins/session';
import { authLimitOf } from './auth-limit';
import { setSignInCookies, signInOrigin } from './sign-in-cookies';

export const accountsRoutes: FastifyPluginAsync<{
  config: AppConfig;
  accounts: Accounts;
  resolveSession: SessionResolver;
}> = async (app, { config, accounts, resolveSession }) => {
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
    async (request, reply) => {
      const origin = signInOrigin(request);
      const result = await accounts.signIn(request.body, origin);
      // One more step (a second factor, an e-mailed code): no session yet, so no session cookie.
      setSignInCookies(reply, config, result, origin);
      return result;
    },
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
