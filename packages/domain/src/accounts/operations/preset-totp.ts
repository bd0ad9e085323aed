import type { AccountsContext } from '../accounts-context';
import { putConfirmedTotp } from '../second-factor.repository';
import { encryptSecret } from '../totp';

/**
 * For trusted callers only (the demo seed, the admin CLI, test fixtures): gives a person a confirmed
 * authenticator with a known Base32 secret, no e-mail and no recovery codes.
 */
export async function presetTotp(ctx: AccountsContext, userId: string, secretBase32: string): Promise<void> {
  await putConfirmedTotp(ctx.db, userId, encryptSecret(ctx.accountSettings.secret, secretBase32), ctx.clock.now());
}
