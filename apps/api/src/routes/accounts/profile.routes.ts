import { accountsEndpoints as endpoints } from '@tendero/contracts';
import type { PeopleProfiles } from '@tendero/domain/accounts';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';

/** People's profiles: a client's profile by id, and one's own bio, languages and sharing choices. */
export const peopleProfileRoutes: FastifyPluginAsync<{
  people: PeopleProfiles;
  resolveSession: SessionResolver;
}> = async (app, { people, resolveSession }) => {
  serveEndpoint(app, endpoints.clientProfile, async (request) =>
    people.clientProfile(await resolveSession(request), request.params.userId),
  );

  serveEndpoint(app, endpoints.updateOwnProfile, async (request) => {
    await people.updateOwn(await requireSession(request, resolveSession), request.params.userId, request.body);
    return null;
  });
};
