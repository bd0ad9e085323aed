import { localeOr, type ProviderSignUpInput } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import { insertCompany } from '../account-companies.repository';
import type { AccountsContext } from '../accounts-context';
import { pendingOf } from '../providers/pending-identity';
import { openProviderSession, type SignInMeta } from '../providers/provider-session';
import type { OpenIdProviderId } from '../providers/provider-settings';
import { deletePendingIdentity, insertLink } from '../providers/provider-sign-in.repository';
import { deleteUser, emailOrUsernameTaken, findUserById, updateUser } from '../users.repository';

/** A username nobody has, from the e-mail's local part (people sign in with the e-mail or the provider). */
async function freeUsername(ctx: AccountsContext, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9_.]/g, '')
      .slice(0, 20) || 'user';
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `${base.padEnd(3, '0')}.${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await emailOrUsernameTaken(ctx.db, `${crypto.randomUUID()}@unused.invalid`, candidate)).username) {
      return candidate;
    }
  }
  return `user.${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * A new person the provider vouched for creates a client or a company account (the company's manager),
 * accepting the terms as sign-up does. No password: they sign in with the provider (a password can be set
 * later through recovery). ACTIVE at once only when the provider says the e-mail is verified; otherwise
 * UNVERIFIED with the usual confirmation e-mail.
 */
export async function providerSignUp(
  ctx: AccountsContext,
  pendingKey: string | undefined,
  input: ProviderSignUpInput,
  meta: SignInMeta,
) {
  const pending = await pendingOf(ctx, pendingKey);
  if (pending.userId)
    throw new AppError('NOT_FOUND', {
      reason: 'PROVIDER_PENDING_MISSING',
      messageKey: 'providers.errors.pendingMissing',
    });
  const provider = pending.provider as OpenIdProviderId;
  const taken = await emailOrUsernameTaken(ctx.db, pending.email, '');
  if (taken.email) {
    throw new AppError('CONFLICT', { reason: 'EMAIL_TAKEN', messageKey: 'accounts.errors.emailTaken' });
  }
  const company = input.accountType === 'company';
  const status = pending.emailVerified ? 'ACTIVE' : 'UNVERIFIED';
  const username = await freeUsername(ctx, pending.email);
  const now = ctx.clock.now();
  const context = await ctx.auth.$context;
  const created = await context.internalAdapter.createUser(
    {
      name: `${input.firstName} ${input.lastName}`,
      email: pending.email,
      emailVerified: pending.emailVerified,
      username,
      displayUsername: username,
      role: company ? 'MANAGER' : 'CLIENT',
      status,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? undefined,
      locale: localeOr(pending.locale),
    },
    { method: 'oauth', oauth: { providerId: provider } },
  );
  try {
    if (company && input.companyName) {
      await updateUser(ctx.db, created.id, { companyId: await insertCompany(ctx.db, input.companyName) }, now);
    }
    if (!(await insertLink(ctx.db, { userId: created.id, provider, subject: pending.subject }, now))) {
      throw new AppError('CONFLICT', {
        reason: 'PROVIDER_ALREADY_LINKED',
        messageKey: 'providers.errors.alreadyLinked',
      });
    }
  } catch (error) {
    await deleteUser(ctx.db, created.id);
    throw error;
  }
  await deletePendingIdentity(ctx.db, pending.keyHash);
  await ctx.termsAccepted({ userId: created.id, ip: meta.ip ?? null });
  await recordAudit(ctx.db, {
    at: now,
    actorId: created.id,
    action: 'auth.provider-sign-up',
    targetType: 'user',
    targetId: created.id,
    ip: meta.ip ?? null,
    detail: { email: pending.email, provider, emailVerified: pending.emailVerified },
  });
  const user = await findUserById(ctx.db, created.id);
  if (!user) throw new Error('account vanished after creation');
  if (status === 'UNVERIFIED') {
    await ctx.auth.api.sendVerificationEmail({ body: { email: user.email } });
    return { outcome: 'confirm-email' as const, next: '/login/register-success' as const };
  }
  return openProviderSession(ctx, user, provider, meta);
}
