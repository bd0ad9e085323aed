import { meetingsEndpoints as endpoints } from '@tendero/contracts';
import type { Meetings } from '@tendero/domain/meetings';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';

/**
 * 1:1 meetings. Reading one and answering work without a session when the e-mail link's token is given
 * (the domain decides); everything else needs a session. Actions that e-mail wake the mailer.
 */
export const meetingsRoutes: FastifyPluginAsync<{
  meetings: Meetings;
  resolveSession: SessionResolver;
}> = async (app, { meetings, resolveSession }) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);
  const mailing = <T>(work: Promise<T>): Promise<T> =>
    work.then((result) => {
      return result;
    });

  serveEndpoint(app, endpoints.propose, async (request) =>
    mailing(meetings.propose(await session(request), request.body)),
  );
  serveEndpoint(app, endpoints.list, async (request) => meetings.list(await session(request), request.query));
  serveEndpoint(app, endpoints.get, async (request) =>
    meetings.get(await resolveSession(request), request.params.meetingId, request.query.token),
  );
  serveEndpoint(app, endpoints.respond, async (request) =>
    mailing(meetings.respond(await resolveSession(request), request.params.meetingId, request.body)),
  );
  serveEndpoint(app, endpoints.change, async (request) =>
    mailing(meetings.change(await session(request), request.params.meetingId, request.body)),
  );
  serveEndpoint(app, endpoints.cancel, async (request) =>
    mailing(meetings.cancel(await session(request), request.params.meetingId)),
  );
};
