import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { signInResultSchema } from './accounts';
import { emailCodeAnswerSchema, endedSessionsSchema, ownSessionParams, ownSessionsSchema } from './devices';

const tags = ['accounts'];

/** Issue 37 (guard): the e-mailed step-up code of a sign-in, and where a person is signed in. */
export const devicesEndpoints = {
  answerEmailCode: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-in/email-code',
    access: 'anyone',
    tags,
    summary: 'Answer the EMAIL_CODE sign-in challenge with the code e-mailed to the account; sets the cookies',
    body: emailCodeAnswerSchema,
    answer: signInResultSchema,
    errors: ['VALIDATION_ERROR', 'FORBIDDEN', 'RATE_LIMITED'],
    keepsPublicPages: true,
  }),
  ownSessions: defineEndpoint({
    method: 'GET',
    path: '/api/auth/sessions',
    access: 'signed-in',
    tags,
    summary: 'My live sessions: device and browser, address, first and last use, this one marked',
    answer: ownSessionsSchema,
  }),
  endOwnSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/sessions/:sessionId',
    access: 'signed-in',
    tags,
    summary: 'Sign out one of my sessions; its sockets close at once',
    params: ownSessionParams,
    status: 204,
    answer: z.null(),
    errors: ['NOT_FOUND'],
    keepsPublicPages: true,
  }),
  endOtherSessions: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sessions/sign-out-others',
    access: 'signed-in',
    tags,
    summary: 'Sign out every session of mine but this one; their sockets close at once',
    answer: endedSessionsSchema,
    keepsPublicPages: true,
  }),
};
