import { adminEndpoints as endpoints } from '@tendero/contracts';
import type { Admin } from '@tendero/domain/admin';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';

/** The admin console's accounts and activity monitor; the domain refuses every role but ADMIN. */
export const adminRoutes: FastifyPluginAsync<{ admin: Admin; resolveSession: SessionResolver }> = async (
  app,
  { admin, resolveSession },
) => {
  serveEndpoint(app, endpoints.users, async (request) =>
    admin.users(await requireSession(request, resolveSession), request.query),
  );
  serveEndpoint(app, endpoints.setUserStatus, async (request) =>
    admin.setUserStatus(await requireSession(request, resolveSession), request.params.userId, request.body, {
      ip: request.ip,
    }),
  );
  serveEndpoint(app, endpoints.audit, async (request) =>
    admin.audit(await requireSession(request, resolveSession), request.query),
  );
};
