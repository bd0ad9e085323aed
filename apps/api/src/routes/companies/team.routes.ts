import { companiesEndpoints as endpoints } from '@tendero/contracts';
import type { TeamService } from '@tendero/domain/companies';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { serveEndpoint } from '../../plugins/endpoint';
import { requestLocale } from '../../plugins/request-locale';
import { requireSession, type SessionResolver } from '../../plugins/session';

export const teamRoutes: FastifyPluginAsync<{
  config: AppConfig;
  team: TeamService;
  resolveSession: SessionResolver;
}> = async (app, { config, team, resolveSession }) => {
  serveEndpoint(app, endpoints.inviteRep, async (request) => {
    const result = await team.invite(
      await requireSession(request, resolveSession),
      request.body,
      requestLocale(request),
    );
    return result;
  });

  serveEndpoint(app, endpoints.team, async (request) =>
    team.list(await requireSession(request, resolveSession), request.params.managerId),
  );

  serveEndpoint(app, endpoints.answering, async (request) =>
    team.setAnswering(
      await requireSession(request, resolveSession),
      request.params.managerId,
      request.body.answersInquiries,
    ),
  );

  serveEndpoint(app, endpoints.resendInvitation, async (request) => {
    await team.resend(
      await requireSession(request, resolveSession),
      request.params.managerId,
      request.params.memberId,
      requestLocale(request),
    );
    return null;
  });

  serveEndpoint(app, endpoints.removeMember, async (request) => {
    const session = await requireSession(request, resolveSession);
    await team.remove(session, request.params.managerId, request.params.memberId, request.query.contacts === 'with');
    return null;
  });

  serveEndpoint(app, endpoints.acceptInvitation, async (request) => team.accept(request.body, { ip: request.ip }), {
    config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } },
  });
};
