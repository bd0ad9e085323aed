import {
  type EndpointAccess,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointReply,
  errorEnvelopeSchema,
} from '@tendero/contracts';
import { AppError } from '@tendero/domain';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from './errors';
import type { Session, SessionResolver } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route at all: its endpoint table row's `access` (set by `serveEndpoint`). */
    access?: EndpointAccess;
    /** The row's `refusal`: the reason and message of its 403. */
    refusal?: { reason: string; messageKey: string };
  }
}

/** The request a handler receives: Fastify's, with the parts the endpoint's schemas have validated. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest & EndpointInput<E>;

/**
 * A handler answers with the endpoint's answer (the status comes from the table), or with the reply it
 * has sent itself (a file, a header it sets).
 */
export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

function responsesOf(endpoint: EndpointDefinition): Record<number, unknown> {
  const status = endpoint.status ?? 200;
  const success = endpoint.format === 'binary' ? {} : { [status]: endpoint.answer };
  const tooLarge = endpoint.upload === 'multipart' ? { 413: errorEnvelopeSchema } : {};
  const notAvailable = endpoint.errors?.includes('NOT_AVAILABLE') ? { 501: errorEnvelopeSchema } : {};
  return { ...success, ...errorResponses, ...tooLarge, ...notAvailable };
}

/**
 * Registers one row of the endpoint table: Fastify validates the params, query and body with the
 * contract's schemas and checks the answer against it, and the OpenAPI document is written from the
 * same row. Routes stay thin: they only say what to call.
 */
export function serveEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { config?: FastifyContextConfig } = {},
): void {
  const status = endpoint.status ?? 200;
  const errors = endpoint.errors?.length ? `\n\nErrors: ${endpoint.errors.join(', ')}.` : '';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, access: endpoint.access, refusal: endpoint.refusal },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      description: `Who may call it: ${accessText(endpoint.access)}.${errors}`,
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.upload === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responsesOf(endpoint),
    },
    handler: async (request, reply) => {
      // Fastify has validated the parts with the schemas above, so they have the contract's types.
      const answer = await handler(request as EndpointRequest<E>, reply);
      // An async handler that answered `reply` resolves to undefined once the reply is sent (a reply is a
      // thenable), so `answer === reply` alone missed it: sending again logged "Reply was already sent"
      // with a stack on every such request.
      if (answer === reply || reply.sent) return reply;
      if (status === 204) return reply.code(204).send(null);
      return reply.code(status).send(answer);
    },
  });
}

function accessText(access: EndpointAccess): string {
  if (access === 'anyone') return 'anyone';
  if (access === 'signed-in') return 'any signed-in user';
  return access.join(', ');
}

/**
 * Who the caller is decided before what they sent: a route whose row names who may call it answers a
 * visitor 401 and another role 403 before its body is read or validated (a missing field never tells an
 * anonymous caller what the endpoint expects). Runs on every route, with the session the rate limits and
 * the route itself share (one lookup per request).
 */
export function registerEndpointAccess(
  app: FastifyInstance,
  resolveSession: SessionResolver,
  secondFactorGate?: (session: Session) => Promise<string | null>,
): void {
  app.addHook('onRequest', async (request) => {
    const { access, refusal } = request.routeOptions.config;
    if (access === undefined || access === 'anyone') return;
    const session = await resolveSession(request);
    if (!session) throw new AppError('UNAUTHORIZED_ERROR');
    if (access !== 'signed-in' && !access.includes(session.role)) throw new AppError('FORBIDDEN', refusal);
    // The admin console's API, and a team's when its manager requires it, open only once the person has a
    // second factor (their own settings, `signed-in` rows, stay open to set it up). Clients have no such rule.
    if (access === 'signed-in' || session.role === 'CLIENT' || !secondFactorGate) return;
    const requiredBecause = await secondFactorGate(session);
    if (requiredBecause) {
      throw new AppError('FORBIDDEN', {
        reason: 'SECOND_FACTOR_REQUIRED',
        messageKey:
          requiredBecause === 'ADMIN' ? 'secondFactor.errors.adminRequired' : 'secondFactor.errors.teamRequired',
      });
    }
  });
}
