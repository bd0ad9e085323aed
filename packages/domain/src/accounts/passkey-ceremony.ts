import { randomBytes } from 'node:crypto';
import {
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type VerifiedAuthenticationResponse,
  type VerifiedRegistrationResponse,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  type PasskeyAssertion,
  type PasskeyAttestation,
  passkeyCreationOptionsSchema,
  passkeyRequestOptionsSchema,
} from '@tendero/contracts';
import { AppError } from '../shared/app-error';
import type { DomainContext } from '../shared/context';
import {
  insertPasskeyChallenge,
  type PasskeyChallengeRow,
  type PasskeyPurpose,
  type PasskeyRow,
  takePasskeyChallenge,
} from './passkeys.repository';

/**
 * The WebAuthn ceremonies, on @simplewebauthn/server: options with a challenge stored server-side
 * (5 minutes, single use), and the checks of the browser's answer against it. The relying party is the
 * public URL (`PUBLIC_URL`): its host name is the RP id, its origin the only origin accepted.
 */
export const passkeyChallengeSeconds = 5 * 60;
/** How many passkeys one person may keep. */
export const maxPasskeysPerPerson = 10;

export function relyingParty(ctx: Pick<DomainContext, 'settings'>) {
  const url = new URL(ctx.settings.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Tendero' };
}

/** A new random WebAuthn user handle (never the user id: the authenticator may show or sync it). */
export function newUserHandle(): string {
  return isoBase64URL.fromBuffer(randomBytes(32));
}

export const passkeyTransports = (row: Pick<PasskeyRow, 'transports'>) =>
  row.transports as AuthenticatorTransportFuture[];

async function storeChallenge(
  ctx: DomainContext,
  purpose: PasskeyPurpose,
  challenge: string,
  user: { userId: string | null; userHandle?: string },
) {
  const now = ctx.clock.now();
  return insertPasskeyChallenge(
    ctx.db,
    {
      purpose,
      challenge,
      userId: user.userId,
      userHandle: user.userHandle ?? null,
      expiresAt: new Date(now.getTime() + passkeyChallengeSeconds * 1000),
    },
    now,
  );
}

/** Creation options for a new discoverable passkey that verifies its user, and the stored challenge. */
export async function startRegistration(
  ctx: DomainContext,
  user: { id: string; email: string; displayName: string; userHandle: string },
  existing: PasskeyRow[],
) {
  const rp = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.displayName,
    userID: isoBase64URL.toBuffer(user.userHandle),
    timeout: passkeyChallengeSeconds * 1000,
    attestationType: 'none',
    // The same authenticator twice would only add a second name for one key.
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: passkeyTransports(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    // Ed25519, ES256, RS256: what authenticators in use offer.
    supportedAlgorithmIDs: [-8, -7, -257],
  });
  const challengeId = await storeChallenge(ctx, 'register', options.challenge, {
    userId: user.id,
    userHandle: user.userHandle,
  });
  // Read through the contract: the answer's shape is the endpoint's, whatever the library adds.
  return { challengeId, options: passkeyCreationOptionsSchema.parse(options) };
}

/** Request options: for `userId`, only their passkeys (second factor); without, any discoverable one. */
export async function startAuthentication(ctx: DomainContext, purpose: 'sign-in' | 'second-factor', of?: PasskeyRow[]) {
  const rp = relyingParty(ctx);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    timeout: passkeyChallengeSeconds * 1000,
    // Without a password a passkey is both factors: the device must verify its user (PIN, biometrics).
    userVerification: purpose === 'sign-in' ? 'required' : 'preferred',
    allowCredentials: of?.map((row) => ({ id: row.credentialId, transports: passkeyTransports(row) })) ?? [],
  });
  const challengeId = await storeChallenge(ctx, purpose, options.challenge, { userId: of?.[0]?.userId ?? null });
  return { challengeId, options: passkeyRequestOptionsSchema.parse(options) };
}

const challengeGone = () =>
  new AppError('UNAUTHORIZED_ERROR', { reason: 'PASSKEY_CHALLENGE_EXPIRED', messageKey: 'passkeys.errors.expired' });

/** The stored challenge of an answer, taken (single use); refused when unknown, expired, used or not theirs. */
export async function takeChallenge(
  ctx: DomainContext,
  challengeId: string,
  purpose: PasskeyPurpose,
  userId: string | null,
  refusal: () => AppError = challengeGone,
): Promise<PasskeyChallengeRow> {
  const row = await takePasskeyChallenge(ctx.db, challengeId, purpose, userId, ctx.clock.now());
  if (!row) throw refusal();
  return row;
}

/**
 * Checks a new credential against its challenge, the origin and the RP id; the user must have been verified.
 * Any failure is the same refusal (VALIDATION_ERROR: the person stays signed in).
 */
export async function checkAttestation(
  ctx: DomainContext,
  challenge: PasskeyChallengeRow,
  response: PasskeyAttestation,
): Promise<NonNullable<VerifiedRegistrationResponse['registrationInfo']>> {
  const rp = relyingParty(ctx);
  const refused = new AppError('VALIDATION_ERROR', {
    reason: 'PASSKEY_NOT_ADDED',
    messageKey: 'passkeys.errors.notAdded',
  });
  let verification: VerifiedRegistrationResponse;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
      supportedAlgorithmIDs: [-8, -7, -257],
    });
  } catch {
    throw refused;
  }
  if (!verification.verified || !verification.registrationInfo) throw refused;
  return verification.registrationInfo;
}

/**
 * Checks a signed challenge with the stored public key of `passkey`: challenge, origin, RP id, signature,
 * counter, and (for a sign-in without password) that the device verified its user.
 */
export async function checkAssertion(
  ctx: DomainContext,
  challenge: PasskeyChallengeRow,
  passkey: PasskeyRow,
  response: PasskeyAssertion,
  requireUserVerification: boolean,
): Promise<VerifiedAuthenticationResponse['authenticationInfo'] | null> {
  const rp = relyingParty(ctx);
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkeyTransports(passkey),
      },
      requireUserVerification,
    });
    return verification.verified ? verification.authenticationInfo : null;
  } catch {
    return null;
  }
}
