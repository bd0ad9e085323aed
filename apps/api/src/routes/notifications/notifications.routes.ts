import { unsubscribeInputSchema } from '@tendero/contracts';
import type { DomainContext } from '@tendero/domain';
import { unsubscribeMailing } from '@tendero/domain/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses as errors } from '../../plugins/errors';

/** The unsubscribe link of notification e-mails; no session needed, the e-mail must match the account. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ ctx: DomainContext }> = async (app, { ctx }) => {
  app.post(
    '/api/users/:userId/unsubscribe',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['notifications'],
        summary: 'Stop notification e-mails (inquiry digests, offers) for the account with this e-mail',
        params: z.object({ userId: z.string().min(1).max(100) }),
        body: unsubscribeInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unsubscribeMailing(ctx.db, ctx.clock, request.params.userId, request.body.email);
      return reply.code(204).send(null);
    },
  );
};
