import type { LinkedProviders } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import type { Session } from '../account-rules';
import type { AccountsContext } from '../accounts-context';
import { mailLinkChange } from '../providers/provider-mail';
import { type OpenIdProviderId, openIdProviderIds } from '../providers/provider-settings';
import { deleteLinks, signInMethodsOf } from '../providers/provider-sign-in.repository';
import { findUserById } from '../users.repository';

const isProvider = (method: string): method is OpenIdProviderId =>
  (openIdProviderIds as readonly string[]).includes(method);

/** One's own linked providers, and whether the account has a password too. */
export async function linkedProviders(ctx: AccountsContext, session: Session): Promise<LinkedProviders> {
  const methods = await signInMethodsOf(ctx.db, session.userId);
  return {
    linked: methods
      .filter((row) => isProvider(row.method))
      .map((row) => ({ provider: row.method as OpenIdProviderId, linkedAt: row.linkedAt.toISOString() })),
    hasPassword: methods.some((row) => row.method === 'credential' && row.hasPassword),
  };
}

/**
 * Unlinks a provider, unless it is the last way to sign in (no password and no other provider: the
 * person would be locked out). E-mailed to the person and recorded in the activity log.
 */
export async function unlinkProvider(
  ctx: AccountsContext,
  session: Session,
  provider: OpenIdProviderId,
  meta: { ip?: string },
): Promise<void> {
  const { linked, hasPassword } = await linkedProviders(ctx, session);
  if (!linked.some((row) => row.provider === provider)) {
    throw new AppError('NOT_FOUND', { reason: 'PROVIDER_NOT_LINKED', messageKey: 'providers.errors.notLinked' });
  }
  if (!hasPassword && linked.length <= 1) {
    throw new AppError('CONFLICT', { reason: 'LAST_SIGN_IN_METHOD', messageKey: 'providers.errors.lastMethod' });
  }
  await deleteLinks(ctx.db, session.userId, [provider]);
  const user = await findUserById(ctx.db, session.userId);
  if (user) await mailLinkChange(ctx, user, provider, 'unlinked');
  await recordAudit(ctx.db, {
    at: ctx.clock.now(),
    actorId: session.userId,
    action: 'auth.provider-unlink',
    targetType: 'user',
    targetId: session.userId,
    ip: meta.ip ?? null,
    detail: { provider },
  });
}
