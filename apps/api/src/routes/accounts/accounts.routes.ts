import {
  activateResultSchema,
  activateSchema,
  changePasswordSchema,
  currentUserSchema,
  deleteAccountResultSchema,
  deleteAccountSchema,
  errorEnvelopeSchema,
  markActiveResultSchema,
  recoverConfirmSchema,
  recoverRequestSchema,
  resendActivationSchema,
  sessionCookies,
  signInResultSchema,
  signInSchema,
  signUpResultSchema,
  signUpSchema,
  updateProfileSchema,
} from '@tendero/contracts';
import type { Accounts } from '@tendero/domain/accounts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../plugins/errors';
import { requestLocale } from '../../plugins/request-locale';
import { accessTokenOf, requireSession, type SessionResolver } from '../../plugins/session';

const errors = errorResponses;

export const accountsRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  accounts: Accounts;
  resolveSession: SessionResolver;
  onMailQueued: () => void;
}> = async (app, { config, accounts, resolveSession, onMailQueued }) => {
  const authLimit = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const cookieOptions = {
    path: '/',
    sameSite: 'lax' as const,
    secure: config.mode === 'production',
    maxAge: 7 * 24 * 60 * 60,
  };
  const clearSessionCookies = (reply: FastifyReply) => {
    for (const name of Object.values(sessionCookies)) reply.clearCookie(name, { path: '/' });
  };

  app.post(
    '/api/auth/sign-up',
    {
      config: authLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Create a client or a company account',
        body: signUpSchema,
        response: { 201: signUpResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await accounts.signUp(request.body, requestLocale(request));
      onMailQueued();
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      config: authLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with username or e-mail; sets the accessToken, userId and role cookies',
        body: signInSchema,
        response: { 200: signInResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await accounts.signIn(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      reply.setCookie(sessionCookies.accessToken, result.accessToken, { ...cookieOptions, httpOnly: true });
      reply.setCookie(sessionCookies.userId, result.userId, cookieOptions);
      reply.setCookie(sessionCookies.role, result.role, cookieOptions);
      return result;
    },
  );

  app.post(
    '/api/auth/sign-out',
    { schema: { tags: ['accounts'], summary: 'End this session and clear its cookies', response: { 204: z.null() } } },
    async (request, reply) => {
      const token = accessTokenOf(request);
      if (token) await accounts.signOut(token);
      clearSessionCookies(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/activate',
    {
      config: authLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Confirm the e-mail of an activation link',
        body: activateSchema,
        response: { 200: activateResultSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.activate(request.body.token);
      return { status: 'activated' as const };
    },
  );

  app.post(
    '/api/auth/activation/resend',
    {
      config: authLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Send a new activation link (same answer whether or not the account exists)',
        body: resendActivationSchema,
        response: { 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.resendActivation(request.body.email);
      onMailQueued();
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/api/auth/recover',
    {
      config: authLimit,
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a 6-digit recovery code (same answer whether or not the account exists)',
        body: recoverRequestSchema,
        response: { 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.requestRecovery(request.body.email);
      onMailQueued();
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/api/auth/recover/confirm',
    {
      config: authLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the recovery code; ends every session',
        body: recoverConfirmSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.confirmRecovery(request.body, { ip: request.ip });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: authLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Change the password with the current one; the other sessions end',
        body: changePasswordSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request, resolveSession);
      await accounts.changePassword(session, accessTokenOf(request) ?? '', request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user (pages re-check it every 2 minutes)',
        response: { 200: currentUserSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => accounts.currentUser(await requireSession(request, resolveSession)),
  );

  app.put(
    '/api/users/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Update my data (names and phone)',
        body: updateProfileSchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) => accounts.updateProfile(await requireSession(request, resolveSession), request.body),
  );

  app.post(
    '/api/users/me/delete',
    {
      config: authLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Delete my account (password again); personal data erased within 24 hours',
        body: deleteAccountSchema,
        response: { 200: deleteAccountResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await accounts.deleteAccount(await requireSession(request, resolveSession), request.body.password);
      onMailQueued();
      clearSessionCookies(reply);
      return result;
    },
  );

  app.put(
    '/api/users/:id/active',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mark one’s own account active after sign-in',
        params: z.object({ id: z.string().min(1) }),
        response: { 200: markActiveResultSchema, ...errors },
      },
    },
    async (request) => accounts.markActive(await requireSession(request, resolveSession), request.params.id),
  );
};
