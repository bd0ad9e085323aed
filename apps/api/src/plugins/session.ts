import { AppError } from '@tendero/domain';
import type { Session } from '@tendero/domain/accounts';
import type { FastifyRequest } from 'fastify';

export type { Session };

/**
 * Turns a request (its `Authorization: Bearer` header or `accessToken` cookie) into a session, or null
 * for an anonymous visitor. The role always comes from the server's record of the token, never from the
 * `role` cookie.
 */
export type SessionResolver = (request: FastifyRequest) => Promise<Session | null>;

export function accessTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies?.accessToken ?? null;
}

export async function requireSession(request: FastifyRequest, resolve: SessionResolver): Promise<Session> {
  const session = await resolve(request);
  if (!session) throw new AppError('UNAUTHORIZED_ERROR');
  return session;
}
