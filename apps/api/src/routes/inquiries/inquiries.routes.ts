import { inquiriesEndpoints as endpoints } from '@tendero/contracts';
import type { Inquiries, Leads } from '@tendero/domain/inquiries';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../plugins/csv-reply';
import { serveEndpoint } from '../../plugins/endpoint';
import { requestLocale } from '../../plugins/request-locale';
import { requireSession, type SessionResolver } from '../../plugins/session';

/**
 * Inquiries, offers and leads. SPEC names inquiries "orders", so the paths do. Transport only:
 * each handler parses with the contract, calls one use case with the acting user and answers.
 */
export const inquiriesRoutes: FastifyPluginAsync<{
  inquiries: Inquiries;
  leads: Leads;
  resolveSession: SessionResolver;
}> = async (app, { inquiries, leads, resolveSession }) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.create, async (request) =>
    inquiries.create(await session(request), request.body, { ip: request.ip }),
  );

  serveEndpoint(app, endpoints.mine, async (request) => inquiries.mine(await session(request)));

  serveEndpoint(app, endpoints.find, async (request) => inquiries.find(await resolveSession(request), request.query));

  serveEndpoint(app, endpoints.applications, async (request) => inquiries.applications(await session(request)));

  serveEndpoint(app, endpoints.get, async (request) => inquiries.get(await session(request), request.params.inquiryId));

  serveEndpoint(app, endpoints.update, async (request) =>
    inquiries.update(await session(request), request.params.inquiryId, request.body, { ip: request.ip }),
  );

  serveEndpoint(app, endpoints.extend, async (request) =>
    inquiries.extend(await session(request), request.params.inquiryId, request.body.days),
  );

  serveEndpoint(app, endpoints.close, async (request) => {
    const closed = await inquiries.close(await session(request), request.params.inquiryId, request.body);
    return closed;
  });

  serveEndpoint(app, endpoints.remove, async (request) => {
    await inquiries.remove(await session(request), request.params.inquiryId);
    return null;
  });

  serveEndpoint(app, endpoints.acceptNda, async (request) =>
    inquiries.acceptNda(await session(request), request.params.inquiryId, { ip: request.ip }),
  );

  serveEndpoint(app, endpoints.apply, async (request) => {
    const created = await inquiries.apply(await session(request), request.params.inquiryId, request.body);
    return created;
  });

  serveEndpoint(app, endpoints.editApplication, async (request) =>
    inquiries.editApplication(
      await session(request),
      request.params.inquiryId,
      request.params.applicationId,
      request.body,
    ),
  );

  serveEndpoint(app, endpoints.accept, async (request) =>
    inquiries.accept(await session(request), request.params.inquiryId, request.params.applicationId),
  );

  serveEndpoint(app, endpoints.decline, async (request) =>
    inquiries.decline(await session(request), request.params.inquiryId, request.params.applicationId),
  );

  serveEndpoint(app, endpoints.leads, async (request) =>
    leads.list(await session(request), request.params.companyId, request.query.state),
  );

  serveEndpoint(app, endpoints.updateLead, async (request) =>
    leads.update(await session(request), request.params.companyId, request.params.leadId, request.body),
  );

  serveEndpoint(app, endpoints.leadsCsv, async (request, reply) => {
    const csv = await leads.csv(await session(request), request.params.companyId, requestLocale(request), {
      ip: request.ip,
    });
    return sendCsv(reply, 'tendero-leads.csv', csv);
  });
};
