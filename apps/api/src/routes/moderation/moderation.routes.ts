import { moderationEndpoints as endpoints, marketplaceEndpoints } from '@tendero/contracts';
import type { Moderation } from '@tendero/domain/moderation';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requireSession, type SessionResolver } from '../../plugins/session';

/**
 * Content removal in the admin console, and SPEC's review removal (`marketplaceEndpoints.removeReview`),
 * which removes a review the same way. The domain refuses every role but ADMIN; each removal and restore
 * e-mails the owner, so the mail worker is poked.
 */
export const moderationRoutes: FastifyPluginAsync<{
  moderation: Moderation;
  resolveSession: SessionResolver;
}> = async (app, { moderation, resolveSession }) => {
  const session = (request: Parameters<SessionResolver>[0]) => requireSession(request, resolveSession);

  serveEndpoint(app, endpoints.removals, async (request) => moderation.removals(await session(request), request.query));

  serveEndpoint(app, endpoints.remove, async (request) => {
    const removal = await moderation.remove(await session(request), request.body, { ip: request.ip });
    return removal;
  });

  serveEndpoint(app, endpoints.restore, async (request) => {
    const removal = await moderation.restore(await session(request), request.params.removalId, { ip: request.ip });
    return removal;
  });

  serveEndpoint(app, marketplaceEndpoints.removeReview, async (request) => {
    const input = { kind: 'review' as const, contentId: request.params.reviewId, reason: request.body.reason };
    await moderation.remove(await session(request), input, { ip: request.ip });
    return null;
  });
};
