import { notificationsEndpoints } from '@tendero/contracts';
import type { DomainContext } from '@tendero/domain';
import { unsubscribeFromMailing } from '@tendero/domain/newsletter';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';

/**
 * The signed unsubscribe link of notification e-mails and newsletters; no session needed. A forged link
 * is refused; a valid one stops newsletters to the address and the account's notification e-mails.
 */
export const notificationsRoutes: FastifyPluginAsync<{ ctx: DomainContext }> = async (app, { ctx }) => {
  serveEndpoint(
    app,
    notificationsEndpoints.unsubscribe,
    async (request) => {
      await unsubscribeFromMailing(ctx, { userId: request.params.userId, ...request.body });
      return null;
    },
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );
};
