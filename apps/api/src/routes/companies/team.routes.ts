import {
  acceptInvitationResultSchema,
  acceptInvitationSchema,
  inviteSalesRepSchema,
  removeMemberQuerySchema,
  teamSchema,
} from '@tendero/contracts';
import type { TeamService } from '@tendero/domain/companies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../plugins/errors';
import { requestLocale } from '../../plugins/request-locale';
import { requireSession, type SessionResolver } from '../../plugins/session';

const errors = errorResponses;
const teamParams = z.object({ managerId: z.string().min(1) });
const memberParams = z.object({ managerId: z.string().min(1), memberId: z.string().min(1) });

export const teamRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  team: TeamService;
  resolveSession: SessionResolver;
  onMailQueued: () => void;
}> = async (app, { config, team, resolveSession, onMailQueued }) => {
  app.post(
    '/api/users/invite/sale',
    {
      schema: {
        tags: ['companies'],
        summary: 'Invite a sales representative to my company (TEMPORARY account, e-mailed link, 7 days)',
        body: inviteSalesRepSchema,
        response: { 201: z.object({ userId: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const result = await team.invite(
        await requireSession(request, resolveSession),
        request.body,
        requestLocale(request),
      );
      onMailQueued();
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/api/managers/:managerId/team',
    {
      schema: {
        tags: ['companies'],
        summary: 'My company team with statuses',
        params: teamParams,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) => team.list(await requireSession(request, resolveSession), request.params.managerId),
  );

  app.post(
    '/api/managers/:managerId/team/:memberId/invitation',
    {
      schema: {
        tags: ['companies'],
        summary: 'Send an invitation again',
        params: memberParams,
        response: { 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await team.resend(
        await requireSession(request, resolveSession),
        request.params.managerId,
        request.params.memberId,
        requestLocale(request),
      );
      onMailQueued();
      return reply.code(202).send(null);
    },
  );

  app.delete(
    '/api/managers/:managerId/team/:memberId',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Remove a team member: ?contacts=with deletes their contacts; without (the default) moves them to the manager',
        params: memberParams,
        querystring: removeMemberQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request, resolveSession);
      await team.remove(session, request.params.managerId, request.params.memberId, request.query.contacts === 'with');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/invitation/accept',
    {
      config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['companies'],
        summary: 'First sign-in of an invited rep: set the password (the page then signs in)',
        body: acceptInvitationSchema,
        response: { 200: acceptInvitationResultSchema, ...errors },
      },
    },
    async (request) => team.accept(request.body),
  );
};
