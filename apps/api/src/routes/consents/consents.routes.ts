import { consentsEndpoints as endpoints } from '@tendero/contracts';
import type { Consents } from '@tendero/domain/consents';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../plugins/csv-reply';
import { serveEndpoint } from '../../plugins/endpoint';
import { requestLocale } from '../../plugins/request-locale';
import { requireSession, type SessionResolver } from '../../plugins/session';

/** The versioned consent texts and who accepted them; the domain refuses every role but ADMIN. */
export const consentsRoutes: FastifyPluginAsync<{ consents: Consents; resolveSession: SessionResolver }> = async (
  app,
  { consents, resolveSession },
) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.texts, async (request) => consents.texts(await session(request)));
  serveEndpoint(app, endpoints.publish, async (request) =>
    consents.publish(await session(request), request.params.kind, request.body, { ip: request.ip }),
  );
  serveEndpoint(app, endpoints.acceptances, async (request) =>
    consents.acceptances(await session(request), request.params, request.query),
  );
  serveEndpoint(app, endpoints.acceptancesCsv, async (request, reply) => {
    const { locale, q } = request.query;
    const csv = await consents.exportAcceptances(
      await session(request),
      request.params,
      { q },
      locale === 'pl' || locale === 'en' ? locale : requestLocale(request),
      { ip: request.ip },
    );
    return sendCsv(reply, `tendero-${request.params.kind}-v${request.params.version}-acceptances.csv`, csv);
  });
  serveEndpoint(app, endpoints.user, async (request) => consents.user(await session(request), request.query.email));
};
