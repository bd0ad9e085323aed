import { passkeysEndpoints as endpoints } from '@tendero/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';
import type { AccountRoutesOptions } from './account-routes-options';
import { authLimitOf } from './auth-limit';
import { answerSignIn } from './sign-in-cookies';

/** Passkeys (issue 37): one's own in settings, and the sign-in without a password. */
export const passkeysRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (
  app,
  { config, accounts, resolveSession },
) => {
  const passkeys = accounts.passkeys;
  // Password checks and the sign-in ceremonies count against the same per-address limit as the sign-in.
  const authLimit = authLimitOf(config);
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.list, async (request) => passkeys.list(await session(request)));

  serveEndpoint(
    app,
    endpoints.registrationOptions,
    async (request) => passkeys.startRegistration(await session(request), request.body),
    authLimit,
  );

  serveEndpoint(
    app,
    endpoints.register,
    async (request) => passkeys.register(await session(request), request.body, { ip: request.ip }),
    authLimit,
  );

  serveEndpoint(app, endpoints.rename, async (request) =>
    passkeys.rename(await session(request), request.params.id, request.body, { ip: request.ip }),
  );

  serveEndpoint(
    app,
    endpoints.remove,
    async (request) => {
      await passkeys.remove(await session(request), request.params.id, request.body, { ip: request.ip });
      return null;
    },
    authLimit,
  );

  serveEndpoint(app, endpoints.signInOptions, async () => passkeys.startSignIn(), authLimit);

  serveEndpoint(
    app,
    endpoints.signIn,
    async (request, reply) => answerSignIn(request, reply, config, (origin) => passkeys.signIn(request.body, origin)),
    authLimit,
  );
};
