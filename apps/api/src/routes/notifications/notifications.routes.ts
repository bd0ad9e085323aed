import { notificationsEndpoints } from '@tendero/contracts';
import type { DomainContext } from '@tendero/domain';
import { getMailingLink, unsubscribeFromMailing } from '@tendero/domain/newsletter';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';

const limit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

/**
 * The signed unsubscribe link of notification e-mails and newsletters; no session needed. A forged link
 * is refused; a valid one names its company (GET, for the page) and stops that company's newsletters or
 * all Tendero e-mails to the address (POST).
 */
export const notificationsRoutes: FastifyPluginAsync<{ ctx: DomainContext }> = async (app, { ctx }) => {
  serveEndpoint(
    app,
    notificationsEndpoints.unsubscribeLink,
    async (request) => getMailingLink(ctx, { userId: request.params.userId, ...request.query }),
    limit,
  );
  serveEndpoint(
    app,
    notificationsEndpoints.unsubscribe,
    async (request) => {
      await unsubscribeFromMailing(ctx, { userId: request.params.userId, ...request.body });
      return null;
    },
    limit,
  );
};
