import { devicesEndpoints as endpoints } from '@tendero/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { accessTokenOf, requireSession, type SessionResolver } from '../../plugins/session';
import type { AccountRoutesOptions } from './account-routes-options';
import { authLimitOf } from './auth-limit';
import { answerSignIn } from './sign-in-cookies';

/** Issue 37 (guard): the e-mailed step-up code of a sign-in, and a person's own sessions. */
export const devicesRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (
  app,
  { config, accounts, resolveSession },
) => {
  const authLimit = authLimitOf(config);
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(
    app,
    endpoints.answerEmailCode,
    async (request, reply) =>
      answerSignIn(request, reply, config, (origin) => accounts.answerEmailCode(request.body, origin)),
    authLimit,
  );

  serveEndpoint(app, endpoints.ownSessions, async (request) =>
    accounts.listOwnSessions(await session(request), accessTokenOf(request) ?? ''),
  );

  serveEndpoint(app, endpoints.endOwnSession, async (request) => {
    await accounts.endOwnSession(await session(request), request.params.sessionId);
    return null;
  });

  serveEndpoint(app, endpoints.endOtherSessions, async (request) =>
    accounts.endOtherSessions(await session(request), accessTokenOf(request) ?? ''),
  );
};
