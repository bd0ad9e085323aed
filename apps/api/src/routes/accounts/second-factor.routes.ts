import { secondFactorEndpoints as endpoints, trustedDeviceCookie } from '@tendero/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';
import type { AccountRoutesOptions } from './account-routes-options';
import { authLimitOf } from './auth-limit';
import { setTrustedDeviceCookie } from './session-cookies';
import { setSignInCookies, signInOrigin } from './sign-in-cookies';

/** The second factor (issue 37): the sign-in's second step, the authenticator app, recovery codes, the team rule. */
export const secondFactorRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (
  app,
  { config, accounts, resolveSession },
) => {
  const authLimit = authLimitOf(config);
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(
    app,
    endpoints.answerSignIn,
    async (request, reply) => {
      const origin = signInOrigin(request);
      const { trustedDevice, ...result } = await accounts.answerSecondFactor(request.body, origin);
      setSignInCookies(reply, config, result, origin);
      if (trustedDevice) setTrustedDeviceCookie(reply, config, trustedDevice);
      return result;
    },
    authLimit,
  );

  serveEndpoint(
    app,
    endpoints.passkeyOptions,
    async (request) => accounts.secondFactorPasskeyOptions(request.body),
    authLimit,
  );

  serveEndpoint(app, endpoints.status, async (request) => accounts.secondFactorState(await session(request)));

  serveEndpoint(app, endpoints.setupTotp, async (request) => accounts.setupTotp(await session(request)), authLimit);

  serveEndpoint(
    app,
    endpoints.confirmTotp,
    async (request) => accounts.confirmTotp(await session(request), request.body, { ip: request.ip }),
    authLimit,
  );

  serveEndpoint(
    app,
    endpoints.regenerateRecoveryCodes,
    async (request) => accounts.regenerateRecoveryCodes(await session(request), request.body, { ip: request.ip }),
    authLimit,
  );

  serveEndpoint(
    app,
    endpoints.disableTotp,
    async (request, reply) => {
      await accounts.disableTotp(await session(request), request.body, { ip: request.ip });
      reply.clearCookie(trustedDeviceCookie, { path: '/api/auth' });
      return null;
    },
    authLimit,
  );

  serveEndpoint(app, endpoints.teamRule, async (request) => accounts.teamSecondFactor(await session(request)));

  serveEndpoint(app, endpoints.setTeamRule, async (request) =>
    accounts.setTeamSecondFactor(await session(request), request.body, { ip: request.ip }),
  );
};
