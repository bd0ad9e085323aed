import type { TotpSetup } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { findTotpFactor, savePendingTotp } from '../second-factor.repository';
import { encryptSecret, newTotpSecret, totpEnrolment } from '../totp';
import { findUserById } from '../users.repository';

const alreadyOn = () =>
  new AppError('CONFLICT', { reason: 'TOTP_ALREADY_ON', messageKey: 'secondFactor.errors.alreadyOn' });

/**
 * Set-up, step 1: a new secret, stored encrypted and not yet on; the only answer that ever shows it (as a
 * QR code and as text to type). Starting again replaces a secret that was never confirmed.
 */
export async function setupTotp(ctx: AccountsContext, session: Session): Promise<TotpSetup> {
  const existing = await findTotpFactor(ctx.db, session.userId);
  if (existing?.confirmedAt) throw alreadyOn();
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('UNAUTHORIZED_ERROR');
  const secret = newTotpSecret();
  const saved = await savePendingTotp(
    ctx.db,
    session.userId,
    encryptSecret(ctx.accountSettings.secret, secret),
    ctx.clock.now(),
  );
  if (!saved) throw alreadyOn();
  const { otpauthUrl, qrSvg } = await totpEnrolment(secret, user.email);
  return { secret, otpauthUrl, qrSvg };
}
