import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { PasskeyView } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { checkAttestation, maxPasskeysPerPerson, takeChallenge } from '../passkey-ceremony';
import { noticePasskeyChange } from '../passkey-notices';
import { countPasskeysOf, insertPasskey } from '../passkeys.repository';
import { findUserById } from '../users.repository';
import { passkeyView } from './list-passkeys';

/**
 * Adding a passkey, step 2: the authenticator's answer to the person's own challenge (taken, so it serves
 * once), checked for origin, RP id and user verification; only the public key is kept. E-mailed and logged.
 */
export async function registerPasskey(
  ctx: AccountsContext,
  session: Session,
  input: { challengeId: string; name: string; response: Parameters<typeof checkAttestation>[2] },
  meta: { ip?: string } = {},
): Promise<PasskeyView> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user || user.deletedAt) throw new AppError('UNAUTHORIZED_ERROR');
  const challenge = await takeChallenge(
    ctx,
    input.challengeId,
    'register',
    user.id,
    () =>
      new AppError('VALIDATION_ERROR', { reason: 'PASSKEY_CHALLENGE_EXPIRED', messageKey: 'passkeys.errors.expired' }),
  );
  const info = await checkAttestation(ctx, challenge, input.response);
  if ((await countPasskeysOf(ctx.db, user.id)) >= maxPasskeysPerPerson) {
    throw new AppError('CONFLICT', { reason: 'TOO_MANY_PASSKEYS', messageKey: 'passkeys.errors.tooMany' });
  }
  const row = await insertPasskey(ctx.db, {
    userId: user.id,
    name: input.name,
    credentialId: info.credential.id,
    publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports: input.response.response.transports ?? [],
    userHandle: challenge.userHandle ?? '',
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    aaguid: info.aaguid,
    createdAt: ctx.clock.now(),
  });
  if (!row) {
    throw new AppError('CONFLICT', { reason: 'PASSKEY_ALREADY_ADDED', messageKey: 'passkeys.errors.alreadyAdded' });
  }
  await noticePasskeyChange(ctx, user, { kind: 'added', passkey: row.name }, meta);
  return passkeyView(row);
}
