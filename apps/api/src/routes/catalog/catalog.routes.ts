import { catalogEndpoints } from '@tendero/contracts';
import { catalogue } from '@tendero/domain/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { serveEndpoint } from '../../plugins/endpoint';

/** The service catalogue: public and the same for everyone, so browsers may keep it an hour. */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  serveEndpoint(app, catalogEndpoints.categories, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send(catalogue),
  );
};
