import { errorEnvelopeSchema, supportRequestCreatedSchema, supportRequestSchema } from '@tendero/contracts';
import type { DomainContext } from '@tendero/domain';
import { submitSupportRequest } from '@tendero/domain/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../plugins/request-locale';
import type { SessionResolver } from '../../plugins/session';

export const supportRoutes: FastifyPluginAsyncZod<{
  ctx: DomainContext;
  resolveSession: SessionResolver;
  onMailQueued: () => void;
}> = async (app, { ctx, resolveSession, onMailQueued }) => {
  app.post(
    '/api/support/requests',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['support'],
        summary: 'Send a message to the support centre (answered within 24 hours)',
        body: supportRequestSchema,
        response: { 201: supportRequestCreatedSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const session = await resolveSession(request);
      const created = await submitSupportRequest(ctx, request.body, requestLocale(request), session?.userId ?? null);
      onMailQueued();
      return reply.code(201).send(created);
    },
  );
};
