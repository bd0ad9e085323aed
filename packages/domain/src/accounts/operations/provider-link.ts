import { randomInt, timingSafeEqual } from 'node:crypto';
import type { ProviderCallbackResult } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import type { AccountsContext } from '../accounts-context';
import { hashKey } from '../providers/openid-protocol';
import { linkCodeLifetimeMs, linkTries, pendingMissing, pendingOf } from '../providers/pending-identity';
import { mailLinkChange, mailLinkCode } from '../providers/provider-mail';
import { openProviderSession, refuseUnusableAccount, type SignInMeta } from '../providers/provider-session';
import type { OpenIdProviderId } from '../providers/provider-settings';
import {
  countPendingFailure,
  deletePendingIdentity,
  insertLink,
  type PendingIdentityRow,
  setPendingCode,
  uncountPendingFailure,
} from '../providers/provider-sign-in.repository';
import { findUserById } from '../users.repository';

async function pendingLink(ctx: AccountsContext, pendingKey: string | undefined) {
  const pending = await pendingOf(ctx, pendingKey);
  if (!pending.userId) throw pendingMissing();
  const user = await findUserById(ctx.db, pending.userId);
  refuseUnusableAccount(user);
  return { pending, user };
}

/** E-mails the owner of the existing account a 6-digit code (a new code replaces the last one). */
export async function sendProviderLinkCode(ctx: AccountsContext, pendingKey: string | undefined): Promise<void> {
  const { pending, user } = await pendingLink(ctx, pendingKey);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(ctx.clock.now().getTime() + linkCodeLifetimeMs);
  await setPendingCode(ctx.db, pending.keyHash, hashKey(`${pending.keyHash}:${code}`), expiresAt);
  await mailLinkCode(ctx, user, pending.provider as OpenIdProviderId, code);
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Confirms the link with the account's password or the e-mailed code. Each try is counted before it is
 * checked (parallel tries cannot race past the limit); five wrong ones end the pending link. Then the
 * identity is linked, the person is told by e-mail, the activity log records it and a session opens.
 */
export async function confirmProviderLink(
  ctx: AccountsContext,
  pendingKey: string | undefined,
  proof: { password: string } | { code: string },
  meta: SignInMeta,
): Promise<ProviderCallbackResult> {
  const { pending, user } = await pendingLink(ctx, pendingKey);
  const tries = await countPendingFailure(ctx.db, pending.keyHash);
  if (tries > linkTries) {
    await deletePendingIdentity(ctx.db, pending.keyHash);
    throw new AppError('FORBIDDEN', { reason: 'PROVIDER_LINK_TRIES', messageKey: 'providers.errors.tooManyTries' });
  }
  if (!(await proofHolds(ctx, pending, proof))) {
    const field = 'password' in proof ? 'password' : 'code';
    const messageKey = 'password' in proof ? 'accounts.errors.currentPasswordWrong' : 'providers.errors.wrongCode';
    throw new AppError('VALIDATION_ERROR', {
      reason: 'password' in proof ? 'CURRENT_PASSWORD_WRONG' : 'PROVIDER_LINK_CODE_WRONG',
      messageKey,
      fieldProblems: [{ path: field, messageKey }],
    });
  }
  await uncountPendingFailure(ctx.db, pending.keyHash);
  const provider = pending.provider as OpenIdProviderId;
  const now = ctx.clock.now();
  if (!(await insertLink(ctx.db, { userId: user.id, provider, subject: pending.subject }, now))) {
    throw new AppError('CONFLICT', { reason: 'PROVIDER_ALREADY_LINKED', messageKey: 'providers.errors.alreadyLinked' });
  }
  await deletePendingIdentity(ctx.db, pending.keyHash);
  await mailLinkChange(ctx, user, provider, 'linked');
  await recordAudit(ctx.db, {
    at: now,
    actorId: user.id,
    action: 'auth.provider-link',
    targetType: 'user',
    targetId: user.id,
    ip: meta.ip ?? null,
    detail: { provider, by: 'password' in proof ? 'password' : 'code' },
  });
  return openProviderSession(ctx, user, provider, meta);
}

async function proofHolds(
  ctx: AccountsContext,
  pending: PendingIdentityRow,
  proof: { password: string } | { code: string },
): Promise<boolean> {
  if ('code' in proof) {
    if (!pending.codeHash || !pending.codeExpiresAt || pending.codeExpiresAt <= ctx.clock.now()) return false;
    return sameHash(pending.codeHash, hashKey(`${pending.keyHash}:${proof.code}`));
  }
  const context = await ctx.auth.$context;
  const credential = (await context.internalAdapter.findAccounts(pending.userId ?? '')).find(
    (account) => account.providerId === 'credential',
  );
  if (!credential?.password) return false;
  return context.password.verify({ hash: credential.password, password: proof.password });
}
