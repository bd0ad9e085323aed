import { z } from 'zod';
import { v } from '../shared/errors';

/**
 * Passkeys (WebAuthn): the JSON shapes browsers exchange with the server (as `@simplewebauthn/browser`
 * writes them: binary fields in base64url), and the requests of the passkeys endpoints.
 */

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, v.invalid);
const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(10);
const credentialDescriptor = z.object({
  id: base64url(1400),
  type: z.literal('public-key'),
  transports: transports.optional(),
});

/** What `navigator.credentials.create()` needs (PublicKeyCredentialCreationOptionsJSON). */
export const passkeyCreationOptionsSchema = z.looseObject({
  challenge: base64url(200),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: base64url(200), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
});

/** What `navigator.credentials.get()` needs (PublicKeyCredentialRequestOptionsJSON). */
export const passkeyRequestOptionsSchema = z.looseObject({
  challenge: base64url(200),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
});

/** Extension outputs (credProps…): accepted, not used. */
const clientExtensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });

/** A new credential as the browser answers it (RegistrationResponseJSON). */
export const passkeyAttestationSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20_000),
    authenticatorData: base64url(20_000).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url(4000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});
export type PasskeyAttestation = z.infer<typeof passkeyAttestationSchema>;

/** A signed challenge as the browser answers it (AuthenticationResponseJSON). */
export const passkeyAssertionSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(1000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;

const challengeId = z.uuid(v.invalid).describe('The challenge the options were issued with (single use, 5 minutes)');

/** The options of one ceremony, with the id of its stored challenge. */
export const passkeyCreationSchema = z.object({ challengeId, options: passkeyCreationOptionsSchema });
export const passkeyRequestSchema = z.object({ challengeId, options: passkeyRequestOptionsSchema });
export type PasskeyRequest = z.infer<typeof passkeyRequestSchema>;

/** A passkey's name: what the person calls it ("Work laptop"). */
export const passkeyNameSchema = z.string().trim().min(1, v.required).max(60, v.tooLong);

/** Adding a passkey starts with the password (a session alone cannot plant a lasting way in). */
export const passkeyRegistrationStartSchema = z.object({ password: z.string().min(1, v.required).max(128, v.tooLong) });
export const passkeyRegisterSchema = z.object({
  challengeId,
  name: passkeyNameSchema,
  response: passkeyAttestationSchema,
});
export const passkeyRenameSchema = z.object({ name: passkeyNameSchema });
export type PasskeyRenameInput = z.infer<typeof passkeyRenameSchema>;
/** Removing a passkey asks for the password again. */
export const passkeyRemoveSchema = z.object({ password: z.string().min(1, v.required).max(128, v.tooLong) });
export type PasskeyRemoveInput = z.infer<typeof passkeyRemoveSchema>;
export const passkeySignInSchema = z.object({ challengeId, response: passkeyAssertionSchema });
export type PasskeySignInInput = z.infer<typeof passkeySignInSchema>;

/** One passkey as its owner sees it in settings. */
export const passkeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced between devices (a password manager, a platform account) rather than bound to one. */
  synced: z.boolean(),
});
export type PasskeyView = z.infer<typeof passkeyViewSchema>;
export const passkeyListSchema = z.object({ passkeys: z.array(passkeyViewSchema) });
export const passkeyIdParams = z.object({ id: z.uuid(v.invalid) });

/** The settings form that adds a passkey: its name, and the password that starts the ceremony. */
export const passkeyAddFormSchema = passkeyRegistrationStartSchema.extend({ name: passkeyNameSchema });
export type PasskeyAddForm = z.infer<typeof passkeyAddFormSchema>;
