import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';
import { signInSessionSchema } from './accounts';
import {
  confirmTotpSchema,
  disableTotpSchema,
  recoveryCodesSchema,
  regenerateRecoveryCodesSchema,
  secondFactorAnswerSchema,
  secondFactorStatusSchema,
  teamSecondFactorSchema,
  teamSecondFactorStateSchema,
  totpSetupSchema,
} from './second-factor';

const tags = ['accounts'];

/** The second factor (issue 37): the sign-in step, the authenticator app, recovery codes, a team's rule. */
export const secondFactorEndpoints = {
  answerSignIn: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sign-in/second-factor',
    access: 'anyone',
    tags,
    summary:
      'Answer a sign-in challenge with an authenticator or recovery code; sets the session cookies (and the trusted-device cookie when asked)',
    body: secondFactorAnswerSchema,
    answer: signInSessionSchema,
    errors: ['UNAUTHORIZED_ERROR', 'RATE_LIMITED'],
    keepsPublicPages: true,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/api/auth/second-factor',
    access: 'signed-in',
    tags,
    summary: 'My second factor: authenticator on or off, recovery codes left, and whether it is required',
    answer: secondFactorStatusSchema,
  }),
  setupTotp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/second-factor/totp/setup',
    access: 'signed-in',
    tags,
    summary: 'Start setting up an authenticator app: a new secret as a QR code and text (off until confirmed)',
    answer: totpSetupSchema,
    errors: ['CONFLICT'],
    keepsPublicPages: true,
  }),
  confirmTotp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/second-factor/totp/confirm',
    access: 'signed-in',
    tags,
    summary: 'Turn the authenticator on with its first code; answers 10 recovery codes, shown once',
    body: confirmTotpSchema,
    answer: recoveryCodesSchema,
    errors: ['VALIDATION_ERROR', 'CONFLICT', 'RATE_LIMITED'],
    keepsPublicPages: true,
  }),
  regenerateRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/api/auth/second-factor/recovery-codes',
    access: 'signed-in',
    tags,
    summary: 'Replace the recovery codes (with a current authenticator code or the password); shown once',
    body: regenerateRecoveryCodesSchema,
    answer: recoveryCodesSchema,
    errors: ['VALIDATION_ERROR', 'CONFLICT', 'RATE_LIMITED'],
    keepsPublicPages: true,
  }),
  disableTotp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/second-factor/totp/disable',
    access: 'signed-in',
    tags,
    summary: 'Turn the authenticator off with the password and a current code (not for admins or required teams)',
    body: disableTotpSchema,
    status: 204,
    answer: z.null(),
    errors: ['VALIDATION_ERROR', 'FORBIDDEN', 'RATE_LIMITED'],
    keepsPublicPages: true,
  }),
  teamRule: defineEndpoint({
    method: 'GET',
    path: '/api/companies/team/second-factor',
    access: ['MANAGER'],
    tags: ['companies'],
    summary: 'Whether my team must use a second factor, and how many members have none yet',
    answer: teamSecondFactorStateSchema,
  }),
  setTeamRule: defineEndpoint({
    method: 'PUT',
    path: '/api/companies/team/second-factor',
    access: ['MANAGER'],
    tags: ['companies'],
    summary: 'Require (or stop requiring) a second factor of every member of my team',
    body: teamSecondFactorSchema,
    answer: teamSecondFactorStateSchema,
    keepsPublicPages: true,
  }),
};
