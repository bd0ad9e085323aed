import { z } from 'zod';
import { messageKeysOf } from './message-keys';

/** Stable error codes (SPEC §8 plus the ones every capability shares). Pages translate them. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED_ERROR',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'FILE_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  /** A call SPEC names whose feature has not landed yet (501): never answered by another route. */
  'NOT_AVAILABLE',
  /** The payment provider refused or did not answer ('failed to create the payment session', SPEC §8). */
  'PAYMENT_PROVIDER_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({
  path: z.string().describe('Dotted path of the field, e.g. "email"'),
  message: z.string().describe('Translated message'),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one error envelope of the API. */
export const errorEnvelopeSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  fieldErrors: z.array(fieldErrorSchema).optional(),
  /** A finer, stable reason where pages must tell cases apart (e.g. ACCOUNT_SUSPENDED). */
  reason: z.string().optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * HTTP statuses after which a page logs the user out (SPEC §8): only those that say the session itself is
 * gone. A 403 refuses one action of a valid session: the page shows why and stays signed in.
 */
export const logoutStatuses: readonly number[] = [401, 419, 440];
export const logoutCodes: readonly string[] = ['UNAUTHORIZED_ERROR'];

/** Validation messages in contracts are i18n keys under `validation.`; pages and the API translate them. */
export const v = messageKeysOf('validation', ['required', 'email', 'tooLong', 'tooShort', 'invalid']);
