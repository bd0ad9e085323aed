import { contactsEndpoints as endpoints } from '@tendero/contracts';
import type { Contacts } from '@tendero/domain/contacts';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../plugins/csv-reply';
import { serveEndpoint } from '../../plugins/endpoint';
import { requestLocale } from '../../plugins/request-locale';
import { requireSession, type SessionResolver } from '../../plugins/session';

/** Contacts, tags and a client's per-company shares; the domain answers the owner only. */
export const contactsRoutes: FastifyPluginAsync<{ contacts: Contacts; resolveSession: SessionResolver }> = async (
  app,
  { contacts, resolveSession },
) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.list, async (request) =>
    contacts.list(await session(request), request.params.userId, request.query),
  );
  serveEndpoint(app, endpoints.create, async (request) =>
    contacts.create(await session(request), request.params.userId, request.body),
  );
  serveEndpoint(app, endpoints.get, async (request) =>
    contacts.get(await session(request), request.params.userId, request.params.contactId),
  );
  serveEndpoint(app, endpoints.update, async (request) =>
    contacts.update(await session(request), request.params.userId, request.params.contactId, request.body),
  );
  serveEndpoint(app, endpoints.remove, async (request) =>
    contacts.remove(await session(request), request.params.userId, request.params.contactId),
  );
  serveEndpoint(app, endpoints.bulkTag, async (request) =>
    contacts.bulkTag(await session(request), request.params.userId, request.body),
  );
  serveEndpoint(app, endpoints.importCsv, async (request) =>
    contacts.importCsv(await session(request), request.params.userId, request.body),
  );
  serveEndpoint(app, endpoints.exportCsv, async (request, reply) => {
    const csv = await contacts.exportCsv(await session(request), request.params.userId, requestLocale(request));
    return sendCsv(reply, 'tendero-contacts.csv', csv);
  });
  serveEndpoint(app, endpoints.owners, async (request) =>
    contacts.owners(await session(request), request.params.companyId),
  );
  serveEndpoint(app, endpoints.shares, async (request) =>
    contacts.shares(await session(request), request.params.userId),
  );
  serveEndpoint(app, endpoints.withdrawShare, async (request) =>
    contacts.withdrawShare(await session(request), request.params.userId, request.params.companyId),
  );
  serveEndpoint(app, endpoints.tags, async (request) => contacts.tags(await session(request)));
  serveEndpoint(app, endpoints.createTag, async (request) => contacts.createTag(await session(request), request.body));
  serveEndpoint(app, endpoints.updateTag, async (request) =>
    contacts.updateTag(await session(request), request.params.tagId, request.body),
  );
  serveEndpoint(app, endpoints.deleteTag, async (request) =>
    contacts.deleteTag(await session(request), request.params.tagId),
  );
};
