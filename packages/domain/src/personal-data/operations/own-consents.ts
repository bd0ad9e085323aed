import type { OwnConsents } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { acceptedVersionOut } from '../../consents/index';
import type { DomainContext } from '../../shared/context';
import {
  acceptedVersions,
  lastMarketingWithdrawal,
  newsletterSince,
  withdrawMarketingConsent,
} from '../own-consents.repository';

/**
 * "My consents": every version of every consent text the person accepted (which document, version, when,
 * from which address), and whether their marketing consent is in force: given and not withdrawn since.
 */
export async function listOwnConsents(ctx: DomainContext, session: Session): Promise<OwnConsents> {
  const [{ rows, current }, withdrawnAt, newsletter] = await Promise.all([
    acceptedVersions(ctx.db, session.userId),
    lastMarketingWithdrawal(ctx.db, session.userId),
    newsletterSince(ctx.db, session.userId),
  ]);
  const marketing = rows.filter((row) => row.kind === 'marketing');
  const givenAt = marketing[0]?.acceptedAt ?? null;
  return {
    items: rows.map((row) => ({
      ...acceptedVersionOut(row, current),
      withdrawnAt:
        withdrawnAt && row.kind === 'marketing' && withdrawnAt > row.acceptedAt ? withdrawnAt.toISOString() : null,
    })),
    marketing: {
      given: givenAt !== null && (withdrawnAt === null || givenAt > withdrawnAt),
      givenAt: givenAt?.toISOString() ?? null,
      withdrawnAt: withdrawnAt?.toISOString() ?? null,
      newsletterSince: newsletter?.toISOString() ?? null,
    },
  };
}

/**
 * Withdraws the person's marketing consent (their own act, from their own session): recorded with the
 * time and address, and enforced at once where it is used (inquiries' consent, newsletters' recipients).
 * Withdrawing again is harmless. Terms and privacy are not withdrawn here: they go with the account.
 */
export async function withdrawMarketing(
  ctx: DomainContext,
  session: Session,
  meta: { ip?: string | null } = {},
): Promise<OwnConsents> {
  await withdrawMarketingConsent(ctx.db, session.userId, ctx.clock.now(), meta.ip ?? null);
  return listOwnConsents(ctx, session);
}
