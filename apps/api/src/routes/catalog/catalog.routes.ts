import { catalogSchema } from '@tendero/contracts';
import { catalogue } from '@tendero/domain/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** SPEC §7 `GET /categories`: the whole service catalogue, public and the same for everyone. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The service catalogue: categories with their services, named in English and Polish',
        response: { 200: catalogSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(catalogue),
  );
};
