import { localeOr, type PendingProvider } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import type { AccountsContext } from '../accounts-context';
import { hashKey } from './openid-protocol';
import type { OpenIdProviderId } from './provider-settings';
import { deletePendingIdentity, findPendingIdentity, type PendingIdentityRow } from './provider-sign-in.repository';

/** A pending identity lasts 30 minutes; its e-mailed code 15; five wrong passwords or codes end it. */
export const pendingLifetimeMs = 30 * 60 * 1000;
export const linkCodeLifetimeMs = 15 * 60 * 1000;
export const linkTries = 5;

export const pendingMissing = () =>
  new AppError('NOT_FOUND', { reason: 'PROVIDER_PENDING_MISSING', messageKey: 'providers.errors.pendingMissing' });

/** The pending identity of this browser's key, or NOT_FOUND (none, expired, or used up). */
export async function pendingOf(ctx: AccountsContext, key: string | undefined): Promise<PendingIdentityRow> {
  if (!key) throw pendingMissing();
  const row = await findPendingIdentity(ctx.db, hashKey(key));
  if (!row) throw pendingMissing();
  if (row.expiresAt.getTime() <= ctx.clock.now().getTime() || row.failedTries >= linkTries) {
    await deletePendingIdentity(ctx.db, row.keyHash);
    throw pendingMissing();
  }
  return row;
}

export function pendingView(row: PendingIdentityRow): PendingProvider {
  return {
    kind: row.userId ? 'link' : 'sign-up',
    provider: row.provider as OpenIdProviderId,
    email: row.email,
    emailVerified: row.emailVerified,
    firstName: row.firstName,
    lastName: row.lastName,
    locale: localeOr(row.locale),
    codeSent: row.codeHash !== null,
  };
}
