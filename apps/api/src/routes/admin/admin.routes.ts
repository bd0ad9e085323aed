import { companiesEndpoints, adminEndpoints as endpoints } from '@tendero/contracts';
import type { Admin } from '@tendero/domain/admin';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requestLocale } from '../../plugins/request-locale';
import { requireSession, type SessionResolver } from '../../plugins/session';

/**
 * The admin console: accounts, companies (badges, adding, importing, totals) and the activity monitor;
 * the domain refuses every role but ADMIN. E-mail an action queues wakes the mailer by itself (after its commit).
 */
export const adminRoutes: FastifyPluginAsync<{
  admin: Admin;
  resolveSession: SessionResolver;
}> = async (app, { admin, resolveSession }) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.users, async (request) => admin.users(await session(request), request.query));
  serveEndpoint(app, endpoints.setUserStatus, async (request) =>
    admin.setUserStatus(await session(request), request.params.userId, request.body, { ip: request.ip }),
  );
  serveEndpoint(app, endpoints.resendConfirmation, async (request) =>
    admin.resendConfirmation(await session(request), request.params.userId, { ip: request.ip }),
  );
  serveEndpoint(app, endpoints.deleteUser, async (request) =>
    admin.deleteUser(await session(request), request.params.userId, request.body, { ip: request.ip }),
  );
  serveEndpoint(app, endpoints.companyStats, async (request) => admin.companyStats(await session(request)));
  serveEndpoint(app, companiesEndpoints.setTitle, async (request) =>
    admin.setCompanyTitle(await session(request), request.params.companyId, request.body, { ip: request.ip }),
  );
  serveEndpoint(app, endpoints.addCompany, async (request) =>
    admin.addCompany(await session(request), request.body, { ip: request.ip }),
  );
  serveEndpoint(app, endpoints.importCompanies, async (request) =>
    admin.importCompanies(await session(request), request.body, { ip: request.ip, locale: requestLocale(request) }),
  );
  serveEndpoint(app, endpoints.audit, async (request) => admin.audit(await session(request), request.query));
};
