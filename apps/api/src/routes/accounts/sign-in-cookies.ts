import { randomBytes } from 'node:crypto';
import { type SignInResult, trustedDeviceCookie } from '@tendero/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { setSessionCookies } from './session-cookies';

/** The long-lived random device cookie (issue 37): which browser signs in, for known devices. */
export const deviceCookie = 'deviceId';
const deviceIdPattern = /^[A-Za-z0-9_-]{32,64}$/;
/** 400 days: the longest a browser keeps a cookie. */
const deviceCookieSeconds = 400 * 24 * 60 * 60;

/**
 * The device of a sign-in request: the browser's `deviceId` cookie when it sent a well-formed one
 * (`presented`), else a new random id, which `setSessionCookies` gives the browser once the sign-in has
 * opened a session or a challenge (a refused attempt sets no cookie).
 */
export function signInOrigin(request: FastifyRequest) {
  const sent = request.cookies?.[deviceCookie];
  const device =
    sent && deviceIdPattern.test(sent)
      ? { id: sent, presented: true }
      : { id: randomBytes(32).toString('base64url'), presented: false };
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    device,
    // "Trust this device for 30 days" (the second factor): read only by the sign-in.
    trustedDevice: request.cookies?.[trustedDeviceCookie],
  };
}

/**
 * The sign-in's cookies: SPEC §4's for a session that opened (a challenge still to answer sets none), and the device
 * cookie (httpOnly, SameSite=Lax, Secure under https) when the browser had none.
 */
export function setSignInCookies(
  reply: FastifyReply,
  config: AppConfig,
  result: SignInResult,
  origin: ReturnType<typeof signInOrigin>,
): void {
  if (!origin.device.presented) {
    reply.setCookie(deviceCookie, origin.device.id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:') || reply.request.protocol === 'https',
      maxAge: deviceCookieSeconds,
    });
  }
  if (!('challenge' in result)) setSessionCookies(reply, config, result);
}

/** One sign-in step answered from the request's origin (`signInOrigin`), its cookies set as `setSignInCookies` says. */
export async function answerSignIn<T extends SignInResult>(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
  step: (origin: ReturnType<typeof signInOrigin>) => Promise<T>,
): Promise<T> {
  const origin = signInOrigin(request);
  const result = await step(origin);
  setSignInCookies(reply, config, result, origin);
  return result;
}
