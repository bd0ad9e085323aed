import { savedSearchesEndpoints as endpoints } from '@tendero/contracts';
import type { SavedSearches } from '@tendero/domain/saved-searches';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';

/** Saved searches: the caller's own (signed in); the e-mail's unsubscribe works without a session (signed link). */
export const savedSearchesRoutes: FastifyPluginAsync<{
  savedSearches: SavedSearches;
  resolveSession: SessionResolver;
}> = async (app, { savedSearches, resolveSession }) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);
  serveEndpoint(app, endpoints.list, async (request) => savedSearches.list(await session(request)));
  serveEndpoint(app, endpoints.create, async (request) => savedSearches.create(await session(request), request.body));
  serveEndpoint(app, endpoints.update, async (request) =>
    savedSearches.update(await session(request), request.params.savedSearchId, request.body),
  );
  serveEndpoint(app, endpoints.remove, async (request) => {
    await savedSearches.remove(await session(request), request.params.savedSearchId);
    return null;
  });
  serveEndpoint(app, endpoints.open, async (request) =>
    savedSearches.open(await session(request), request.params.savedSearchId),
  );
  serveEndpoint(app, endpoints.unsubscribe, async (request) => savedSearches.unsubscribe(request.query));
};
