import { supportEndpoints } from '@tendero/contracts';
import type { DomainContext } from '@tendero/domain';
import { submitSupportRequest } from '@tendero/domain/support';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';
import { requestLocale } from '../../plugins/request-locale';
import type { SessionResolver } from '../../plugins/session';

export const supportRoutes: FastifyPluginAsync<{
  ctx: DomainContext;
  resolveSession: SessionResolver;
}> = async (app, { ctx, resolveSession }) => {
  serveEndpoint(
    app,
    supportEndpoints.submitRequest,
    async (request) => {
      const session = await resolveSession(request);
      const created = await submitSupportRequest(ctx, request.body, requestLocale(request), session?.userId ?? null);
      return created;
    },
    { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
  );
};
