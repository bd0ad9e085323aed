import { type SignInSession, sessionCookies, trustedDeviceCookie, trustedDeviceDays } from '@tendero/contracts';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';

/** The cookies of an open session (SPEC §4): the token httpOnly, the id and role for pages. */
export function setSessionCookies(reply: FastifyReply, config: AppConfig, result: SignInSession): void {
  const options = {
    path: '/',
    sameSite: 'lax' as const,
    secure: config.mode === 'production',
    maxAge: 7 * 24 * 60 * 60,
  };
  reply.setCookie(sessionCookies.accessToken, result.accessToken, { ...options, httpOnly: true });
  reply.setCookie(sessionCookies.userId, result.userId, options);
  reply.setCookie(sessionCookies.role, result.role, options);
}

/** "Trust this device for 30 days": a signed value only the sign-in reads (httpOnly, API paths only). */
export function setTrustedDeviceCookie(reply: FastifyReply, config: AppConfig, value: string): void {
  reply.setCookie(trustedDeviceCookie, value, {
    path: '/api/auth',
    sameSite: 'lax',
    secure: config.mode === 'production',
    httpOnly: true,
    maxAge: trustedDeviceDays * 24 * 60 * 60,
  });
}
