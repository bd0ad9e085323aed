import { platformLeadsEndpoints as endpoints } from '@tendero/contracts';
import type { PlatformLeadsFigures } from '@tendero/domain/inquiries';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';

/** /admin/leads' platform-wide figures; the domain refuses every role but ADMIN. */
export const platformLeadsRoutes: FastifyPluginAsync<{
  platformLeads: PlatformLeadsFigures;
  resolveSession: SessionResolver;
}> = async (app, { platformLeads, resolveSession }) => {
  serveEndpoint(app, endpoints.figures, async (request) =>
    platformLeads.figures(await requireSession(request, resolveSession), request.query),
  );
};
