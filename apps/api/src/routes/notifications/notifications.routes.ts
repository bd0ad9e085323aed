import { notificationsEndpoints } from '@tendero/contracts';
import type { DomainContext } from '@tendero/domain';
import { unsubscribeMailing } from '@tendero/domain/accounts';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';

/** The unsubscribe link of notification e-mails; no session needed, the e-mail must match the account. */
export const notificationsRoutes: FastifyPluginAsync<{ ctx: DomainContext }> = async (app, { ctx }) => {
  serveEndpoint(
    app,
    notificationsEndpoints.unsubscribe,
    async (request) => {
      await unsubscribeMailing(ctx.db, ctx.clock, request.params.userId, request.body.email);
      return null;
    },
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );
};
