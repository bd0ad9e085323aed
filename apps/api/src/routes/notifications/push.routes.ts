import { pushEndpoints as endpoints } from '@tendero/contracts';
import type { Push } from '@tendero/domain/notifications';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';

/** Issue 40: the VAPID key for browsers, and a signed-in person's own push devices (another's: 404). */
export const pushRoutes: FastifyPluginAsync<{ push: Push; resolveSession: SessionResolver }> = async (
  app,
  { push, resolveSession },
) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.pushKey, async () => push.key());

  serveEndpoint(app, endpoints.subscribe, async (request) =>
    push.subscribe(await session(request), request.body, request.headers['user-agent']),
  );

  serveEndpoint(app, endpoints.ownDevices, async (request) => push.devices(await session(request)));

  serveEndpoint(app, endpoints.removeDevice, async (request) => {
    await push.removeDevice(await session(request), request.params.id);
    return null;
  });
};
