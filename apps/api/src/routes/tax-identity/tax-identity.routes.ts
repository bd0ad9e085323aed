import { taxIdentityEndpoints as endpoints } from '@tendero/contracts';
import type { TaxIdentities } from '@tendero/domain/tax-identity';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';

/**
 * A company's tax identity (issue 38): its team reads it, its manager saves it, admins read and verify any
 * company's. The domain checks who may; these handlers only parse, call and answer.
 */
export const taxIdentityRoutes: FastifyPluginAsync<{
  taxIdentities: TaxIdentities;
  resolveSession: SessionResolver;
}> = async (app, { taxIdentities, resolveSession }) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.own, async (request) => taxIdentities.own(await session(request)));
  serveEndpoint(app, endpoints.saveOwn, async (request) =>
    taxIdentities.saveOwn(await session(request), request.body, { ip: request.ip }),
  );
  serveEndpoint(app, endpoints.ofCompany, async (request) =>
    taxIdentities.ofCompany(await session(request), request.params.companyId),
  );
  serveEndpoint(app, endpoints.verify, async (request) =>
    taxIdentities.verify(await session(request), request.params.companyId, { ip: request.ip }),
  );
};
