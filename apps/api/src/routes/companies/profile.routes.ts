import { companyEntryEndpoints, companiesEndpoints as endpoints, entryKinds } from '@tendero/contracts';
import type { CompanyProfiles } from '@tendero/domain/companies';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requestLocale } from '../../plugins/request-locale';
import { requireSession, type SessionResolver } from '../../plugins/session';
import { readUpload } from '../../plugins/upload';

/**
 * Company profiles. Reads are public where SPEC §2 makes the page public; every write names the
 * company and the domain checks that the caller is its manager.
 */
export const companyProfileRoutes: FastifyPluginAsync<{
  profiles: CompanyProfiles;
  resolveSession: SessionResolver;
}> = async (app, { profiles, resolveSession }) => {
  serveEndpoint(app, endpoints.titles, async (request) => profiles.companyTitles(requestLocale(request)));

  serveEndpoint(app, endpoints.manager, async (request) =>
    profiles.managerProfile(await requireSession(request, resolveSession), request.params.managerId),
  );

  serveEndpoint(app, endpoints.salesRep, async (request) =>
    profiles.salesRepProfile(await resolveSession(request), request.params.repId, requestLocale(request)),
  );

  serveEndpoint(app, endpoints.company, async (request) =>
    profiles.company(await resolveSession(request), request.params.companyId, requestLocale(request)),
  );

  serveEndpoint(app, endpoints.updateCompany, async (request) =>
    profiles.updateCompany(await requireSession(request, resolveSession), request.params.companyId, request.body),
  );

  for (const kind of entryKinds) {
    const rows = companyEntryEndpoints[kind];
    serveEndpoint(app, rows.add, async (request) => {
      const session = await requireSession(request, resolveSession);
      return (await profiles.addEntry(session, request.params.companyId, kind, request.body)) as never;
    });
    serveEndpoint(app, rows.update, async (request) => {
      const session = await requireSession(request, resolveSession);
      const { companyId, entryId } = request.params;
      return (await profiles.updateEntry(session, companyId, kind, entryId, request.body)) as never;
    });
    serveEndpoint(app, rows.remove, async (request) => {
      const session = await requireSession(request, resolveSession);
      await profiles.removeEntry(session, request.params.companyId, kind, request.params.entryId);
      return null;
    });
    serveEndpoint(app, rows.reorder, async (request) => {
      const session = await requireSession(request, resolveSession);
      return (await profiles.reorder(session, request.params.companyId, kind, request.body.ids)) as never;
    });
  }

  serveEndpoint(app, endpoints.uploadManagerPhoto, async (request) => {
    const session = await requireSession(request, resolveSession);
    return profiles.setLogo(session, request.params.managerId, await readUpload(request));
  });

  serveEndpoint(app, endpoints.uploadRepPhoto, async (request) => {
    const session = await requireSession(request, resolveSession);
    return profiles.setRepPhoto(session, request.params.repId, await readUpload(request));
  });

  serveEndpoint(app, endpoints.uploadPortfolioImage, async (request) => {
    const session = await requireSession(request, resolveSession);
    const { companyId, entryId } = request.params;
    return profiles.setPortfolioImage(session, companyId, entryId, await readUpload(request));
  });
};
