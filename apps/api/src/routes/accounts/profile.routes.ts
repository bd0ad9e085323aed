import { clientProfileSchema, personalProfileInputSchema } from '@tendero/contracts';
import type { PeopleProfiles } from '@tendero/domain/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/errors';
import { requireSession, type SessionResolver } from '../../plugins/session';

const errors = errorResponses;
const params = z.object({ userId: z.string().min(1).max(100) });

/** People's profiles: a client's profile by id, and one's own bio, languages and sharing choices. */
export const peopleProfileRoutes: FastifyPluginAsyncZod<{
  people: PeopleProfiles;
  resolveSession: SessionResolver;
}> = async (app, { people, resolveSession }) => {
  app.get(
    '/api/users/:userId',
    {
      schema: {
        tags: ['accounts'],
        summary: "A client's profile: shared e-mail and phone only to providers and admins",
        params,
        response: { 200: clientProfileSchema, ...errors },
      },
    },
    async (request) => people.clientProfile(await resolveSession(request), request.params.userId),
  );

  app.put(
    '/api/users/:userId/profile',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Save my profile (bio, languages, city, organisation, what I share with providers)',
        params,
        body: personalProfileInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await people.updateOwn(await requireSession(request, resolveSession), request.params.userId, request.body);
      return reply.code(204).send(null);
    },
  );
};
