import { personalDataEndpoints as endpoints } from '@tendero/contracts';
import { attachmentDisposition } from '@tendero/domain/files';
import type { PersonalData } from '@tendero/domain/personal-data';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';

/** A person's own data: the export (request, state, download) and their consents. Every call is about the caller. */
export const personalDataRoutes: FastifyPluginAsync<{
  personalData: PersonalData;
  resolveSession: SessionResolver;
}> = async (app, { personalData, resolveSession }) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.requestExport, async (request) =>
    personalData.requestExport(await session(request), { ip: request.ip }),
  );
  serveEndpoint(app, endpoints.exportStatus, async (request) => personalData.exportStatus(await session(request)));
  serveEndpoint(app, endpoints.downloadExport, async (request, reply) => {
    const file = await personalData.downloadExport(await session(request), request.params.id, { ip: request.ip });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
  serveEndpoint(app, endpoints.consents, async (request) => personalData.consents(await session(request)));
  serveEndpoint(app, endpoints.withdrawMarketing, async (request) =>
    personalData.withdrawMarketing(await session(request), { ip: request.ip }),
  );
};
