import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { signInSessionSchema } from './accounts';
import {
  passkeyCreationSchema,
  passkeyIdParams,
  passkeyListSchema,
  passkeyRegisterSchema,
  passkeyRegistrationStartSchema,
  passkeyRemoveSchema,
  passkeyRenameSchema,
  passkeyRequestSchema,
  passkeySignInSchema,
  passkeyViewSchema,
} from './passkeys';

const tags = ['accounts', 'passkeys'];

/**
 * Passkeys (WebAuthn, issue 37): one's own passkeys in account settings (every role), and the sign-in
 * without a password. Each ceremony is two calls: options with a stored challenge, then the answer.
 */
export const passkeysEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/auth/passkeys',
    access: 'signed-in',
    tags,
    summary: 'My passkeys: name, when added and last used',
    answer: passkeyListSchema,
  }),
  registrationOptions: defineEndpoint({
    method: 'POST',
    path: '/api/auth/passkeys/options',
    access: 'signed-in',
    tags,
    summary: 'Start adding a passkey (password again): creation options with a 5-minute challenge',
    body: passkeyRegistrationStartSchema,
    answer: passkeyCreationSchema,
    errors: ['VALIDATION_ERROR', 'RATE_LIMITED'],
    keepsPublicPages: true,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/passkeys',
    access: 'signed-in',
    tags,
    summary: 'Add a passkey: the authenticator’s answer to the challenge, and its name; e-mailed to the person',
    body: passkeyRegisterSchema,
    status: 201,
    answer: passkeyViewSchema,
    errors: ['VALIDATION_ERROR', 'CONFLICT', 'RATE_LIMITED'],
    keepsPublicPages: true,
  }),
  rename: defineEndpoint({
    method: 'PATCH',
    path: '/api/auth/passkeys/:id',
    access: 'signed-in',
    tags,
    summary: 'Rename one of my passkeys',
    params: passkeyIdParams,
    body: passkeyRenameSchema,
    answer: passkeyViewSchema,
    errors: ['NOT_FOUND'],
    keepsPublicPages: true,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/auth/passkeys/:id/delete',
    access: 'signed-in',
    tags,
    summary: 'Remove one of my passkeys (password again); e-mailed to the person',
    params: passkeyIdParams,
    body: passkeyRemoveSchema,
    status: 204,
    answer: z.null(),
    errors: ['NOT_FOUND', 'VALIDATION_ERROR', 'RATE_LIMITED'],
    keepsPublicPages: true,
  }),
  signInOptions: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-in/passkey/options',
    access: 'anyone',
    tags,
    summary: 'Start a sign-in with a passkey: request options (any discoverable passkey, user verification)',
    answer: passkeyRequestSchema,
    errors: ['RATE_LIMITED'],
    keepsPublicPages: true,
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-in/passkey',
    access: 'anyone',
    tags,
    summary: 'Sign in with a passkey; sets the accessToken, userId and role cookies as the password sign-in does',
    body: passkeySignInSchema,
    answer: signInSessionSchema,
    errors: ['UNAUTHORIZED_ERROR', 'FORBIDDEN', 'RATE_LIMITED'],
    keepsPublicPages: true,
  }),
};
