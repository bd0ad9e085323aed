import { inquiryAlertsEndpoints as endpoints } from '@tendero/contracts';
import type { InquiryAlerts } from '@tendero/domain/inquiries';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';

/** New-inquiry alert settings (issue 40): the team's default and each person's own choice. Transport only. */
export const inquiryAlertsRoutes: FastifyPluginAsync<{
  alerts: InquiryAlerts;
  resolveSession: SessionResolver;
}> = async (app, { alerts, resolveSession }) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.own, async (request) => alerts.own(await session(request)));
  serveEndpoint(app, endpoints.get, async (request) =>
    alerts.settings(await session(request), request.params.companyId),
  );
  serveEndpoint(app, endpoints.saveTeam, async (request) =>
    alerts.saveTeam(await session(request), request.params.companyId, request.body),
  );
  serveEndpoint(app, endpoints.saveMine, async (request) =>
    alerts.saveMine(await session(request), request.params.companyId, request.body),
  );
};
