import { healthSchema, readinessSchema } from '@tendero/contracts';
import type { DatabaseHandle } from '@tendero/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseRetryAfterSeconds } from '../../plugins/errors';

/** Liveness (the process answers) and readiness (the database answers), for load balancers and CI. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; isShuttingDown: () => boolean }> = async (
  app,
  { database, isShuttingDown },
) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      const up = !isShuttingDown() && (await database.ping());
      if (!up) reply.header('retry-after', String(databaseRetryAfterSeconds));
      return reply.code(up ? 200 : 503).send({
        status: up ? 'ready' : 'unavailable',
        database: up ? 'up' : 'down',
        databaseKind: database.kind,
      });
    },
  );
};
