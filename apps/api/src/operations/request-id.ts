import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { runWithRequestId } from '@tendero/domain';
import type { FastifyInstance } from 'fastify';

/** What an incoming id may look like to be kept: nginx's `$request_id` (32 hex digits), a UUID, a trace id. */
const saneRequestId = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The request's id (Fastify's `genReqId`): the `X-Request-Id` a proxy in front set, when it is a short plain
 * token, else a new UUID. Anything else (too long, spaces, quotes, line breaks) is replaced, never logged.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && saneRequestId.test(given) ? given : randomUUID();
}

/**
 * Every answer names its request in `X-Request-Id` (the log lines carry it as `reqId`), and the request's
 * work runs with it as the current id: a job it enqueues records it (domain `currentRequestId`).
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    runWithRequestId(request.id, done);
  });
  // Again just before the handler: a request body is read in stream events, which do not keep the context.
  app.addHook('preHandler', (request, _reply, done) => runWithRequestId(request.id, done));
}
