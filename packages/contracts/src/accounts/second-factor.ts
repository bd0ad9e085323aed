import { z } from 'zod';
import { roles } from '../routing/roles';
import { v } from '../shared/errors';
import { messageKeysOf } from '../shared/message-keys';
import { passkeySignInSchema } from './passkeys';

/** Messages of the second-factor contracts: i18n keys under `secondFactor.validation`. */
export const sfv = messageKeysOf('secondFactor.validation', ['totpFormat', 'recoveryFormat', 'proofRequired']);

/** An authenticator code: 6 digits (spaces a person types between groups are dropped). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, v.required)
      .regex(/^\d{6}$/, sfv.totpFormat),
  );

/** A recovery code as shown (`k7qmx-3hv9d`): 10 letters and digits; case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, v.required)
      .regex(/^[a-z0-9]{10}$/, sfv.recoveryFormat),
  );

/** How many recovery codes a person gets at a time. */
export const recoveryCodeCount = 10;
/** How long "trust this device" lasts. */
export const trustedDeviceDays = 30;
/** The page that sets up a second factor (account settings), where the page gateway leads those who must. */
export const secondFactorSetupPath = '/account-settings/second-factor';

/** The signed cookie that says this browser gave a second factor for an account. */
export const trustedDeviceCookie = 'trustedDevice';

/**
 * The sign-in's second step: the challenge of the first answer and an authenticator code or a recovery
 * code; `trustDevice` skips this step on this browser for 30 days.
 */
export const secondFactorAnswerSchema = z.discriminatedUnion('method', [
  z.object({
    challengeId: z.string().min(1).max(100),
    method: z.literal('totp'),
    code: totpCodeSchema,
    trustDevice: z.boolean().default(false),
  }),
  z.object({
    challengeId: z.string().min(1).max(100),
    method: z.literal('recovery'),
    code: recoveryCodeSchema,
    trustDevice: z.boolean().default(false),
  }),
  z.object({
    challengeId: z.string().min(1).max(100),
    method: z.literal('passkey'),
    /** The answer to the options of `POST /api/auth/sign-in/second-factor/passkey-options`. */
    passkey: passkeySignInSchema,
    trustDevice: z.boolean().default(false),
  }),
]);

/** Which sign-in challenge a passkey is to answer. */
export const secondFactorPasskeyOptionsSchema = z.object({ challengeId: z.string().min(1).max(100) });
export type SecondFactorAnswer = z.infer<typeof secondFactorAnswerSchema>;

/** Why a person must have a second factor: an admin, or a member of a team whose manager requires it. */
export const secondFactorRequirements = ['ADMIN', 'TEAM'] as const;

/** A person's second factor as account settings show it; never the secret. */
export const secondFactorStatusSchema = z.object({
  totp: z.boolean().describe('An authenticator app is confirmed'),
  confirmedAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  requiredBecause: z.enum(secondFactorRequirements).nullable(),
  role: z.enum(roles),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/**
 * Set-up, step 1: a new secret, shown only now: as a QR code (an `otpauth://` URI drawn as SVG) and as text
 * to type. Nothing is on until `confirmTotp` gets a first code.
 */
export const totpSetupSchema = z.object({
  secret: z.string().describe('Base32 secret to type into the app'),
  otpauthUrl: z.string(),
  qrSvg: z.string().describe('The otpauth URI as an SVG QR code'),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const confirmTotpSchema = z.object({ code: totpCodeSchema });
export type ConfirmTotpInput = z.infer<typeof confirmTotpSchema>;

/** Recovery codes, shown once: after set-up and after each regeneration. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** New recovery codes need a current authenticator code or the password. */
export const regenerateRecoveryCodesSchema = z
  .object({
    code: z.string().max(20).optional(),
    password: z.string().max(128).optional(),
  })
  .refine((value) => Boolean(value.code?.trim() || value.password), { path: ['code'], message: sfv.proofRequired });
export type RegenerateRecoveryCodesInput = z.infer<typeof regenerateRecoveryCodesSchema>;

/** Turning the authenticator off needs the password and a current code. */
export const disableTotpSchema = z.object({
  password: z.string().min(1, v.required).max(128, v.tooLong),
  code: totpCodeSchema,
});
export type DisableTotpInput = z.infer<typeof disableTotpSchema>;

/** A manager's team setting: every member must have a second factor. */
export const teamSecondFactorSchema = z.object({ required: z.boolean() });
export const teamSecondFactorStateSchema = z.object({
  required: z.boolean(),
  membersWithout: z.number().int().describe('Members of the team who have no second factor yet'),
});
