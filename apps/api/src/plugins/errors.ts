import { type ErrorCode, type ErrorEnvelope, errorEnvelopeSchema } from '@tendero/contracts';
import { isDatabaseUnavailable } from '@tendero/db';
import { AppError } from '@tendero/domain';
import { hasMessage, translate, translateKey } from '@tendero/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestLocale } from './request-locale';

export const statusOf: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED_ERROR: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  FILE_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  NOT_AVAILABLE: 501,
  PAYMENT_PROVIDER_ERROR: 502,
};

function codeOfStatus(status: number): ErrorCode {
  const found = (Object.entries(statusOf) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (found) return found[0];
  return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR';
}

/** A contract message is an i18n key; zod's own messages (e.g. a missing field) become ours here. */
function fieldMessageKey(message: string): string {
  if (/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/.test(message)) return message;
  if (/received undefined/.test(message)) return 'validation.required';
  return 'validation.invalid';
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  fieldErrors?: { path: string; messageKey: string }[],
  detail: { reason?: string; messageKey?: string; messageValues?: Record<string, string | number> } = {},
): FastifyReply {
  const locale = requestLocale(request);
  const body: ErrorEnvelope = {
    code,
    message: detail.messageKey
      ? translateKey(locale, detail.messageKey, detail.messageValues)
      : translate(locale, `errors.codes.${code}`),
    requestId: request.id,
  };
  if (detail.reason) body.reason = detail.reason;
  if (fieldErrors && fieldErrors.length > 0) {
    body.fieldErrors = fieldErrors.map((field) => ({
      path: field.path,
      message: translate(locale, hasMessage(locale, field.messageKey) ? field.messageKey : 'validation.invalid'),
    }));
  }
  return reply.code(statusOf[code]).header('cache-control', 'no-store').send(body);
}

/** The dotted path of the first string holding a NUL character, or null; objects are walked to `depth` levels. */
function pathOfNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null || depth > 8) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return innerPath;
    const found = pathOfNul(inner, innerPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Seconds a client is asked to wait while the database cannot be reached (a restart takes a few). */
export const databaseRetryAfterSeconds = 5;

/**
 * The database cannot be reached (restarting, failing over): 503 with Retry-After, not a 500. The pool
 * opens new connections on the next queries, so the same request succeeds once the database is back.
 */
export function sendDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  request.log.warn({ err: error }, 'database unavailable');
  reply.header('retry-after', String(databaseRetryAfterSeconds));
  return sendError(request, reply, 'SERVICE_UNAVAILABLE', undefined, { reason: 'DATABASE_UNAVAILABLE' });
}

/** One error envelope for every failure; users never see exception text or stacks. */
export function registerErrorHandling(app: FastifyInstance): void {
  // PostgreSQL cannot store the NUL character in text: a path id, query value or body field holding one is
  // malformed input (a 400), found before any route reads it.
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.url === '/*') return; // pages: the page gateway answers its own 404
    const path = pathOfNul(request.params, '') ?? pathOfNul(request.query, '') ?? pathOfNul(request.body, '');
    if (path === null) return;
    return sendError(request, reply, 'VALIDATION_ERROR', [{ path, messageKey: 'validation.invalid' }], {
      reason: 'NUL_CHARACTER',
    });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(
        request,
        reply,
        'VALIDATION_ERROR',
        error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          messageKey: fieldMessageKey(issue.message ?? ''),
        })),
      );
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(
        request,
        reply,
        error.code,
        error.fieldProblems.map((problem) => ({ path: problem.path, messageKey: problem.messageKey })),
        { reason: error.reason, messageKey: error.messageKey, messageValues: error.messageValues },
      );
    }
    if (isDatabaseUnavailable(error)) return sendDatabaseUnavailable(request, reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: { message: error.message, code: error.code } }, 'request rejected');
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) return sendError(request, reply, 'FILE_TOO_LARGE');
    return sendError(request, reply, codeOfStatus(status));
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));
}

/** The error answers every use-case route may give (OpenAPI and response validation). */
export const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
