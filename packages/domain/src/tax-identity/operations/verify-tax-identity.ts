import { type AdminTaxIdentity, taxIdentityErrors } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit.repository';
import { findCompanyName, findTaxIdentity, updateTaxIdentity } from '../tax-identities.repository';
import { assertAdmin } from '../tax-identity.policy';
import type { TaxIdentityContext } from '../tax-identity-context';
import { splitVatNumber } from '../vat-number';
import { adminTaxIdentityOf } from './company-tax-identity';

/**
 * An admin has checked the company's tax identity against the registers (KRS, CEIDG, REGON, VIES) and marks
 * it verified. An EU VAT number VIES has not confirmed yet is asked about again first: refused, it is
 * marked invalid and the verification is refused; no answer leaves it format checked. Recorded in the
 * activity log.
 */
export async function verifyTaxIdentity(
  ctx: TaxIdentityContext,
  session: Session,
  companyId: string,
  meta: { ip?: string | null } = {},
): Promise<AdminTaxIdentity> {
  assertAdmin(session);
  if ((await findCompanyName(ctx.db, companyId)) === null) throw new AppError('NOT_FOUND');
  const row = await findTaxIdentity(ctx.db, companyId);
  if (!row) {
    throw new AppError('CONFLICT', { reason: 'NO_TAX_IDENTITY', messageKey: taxIdentityErrors.nothingToVerify });
  }
  const now = ctx.clock.now();
  let vatCheck = row.vatCheck;
  const parts = row.vatNumber ? splitVatNumber(row.country, row.vatNumber) : null;
  if (parts && ctx.vies && row.vatCheck !== 'confirmed') {
    const answer = await ctx.vies.check(parts.prefix, parts.national);
    if (answer.state === 'invalid') {
      await updateTaxIdentity(ctx.db, companyId, { vatCheck: 'invalid', vatCheckedAt: now, vatCheckName: null });
      throw new AppError('CONFLICT', { reason: 'VAT_NUMBER_INVALID', messageKey: taxIdentityErrors.vatNumberRefused });
    }
    if (answer.state === 'confirmed') {
      vatCheck = 'confirmed';
      await updateTaxIdentity(ctx.db, companyId, { vatCheck, vatCheckedAt: now, vatCheckName: answer.name });
    }
  }
  await updateTaxIdentity(ctx.db, companyId, { verifiedAt: now, verifiedBy: session.userId });
  await recordAudit(ctx.db, {
    at: now,
    actorId: session.userId,
    action: 'company.tax-identity.verify',
    targetType: 'company',
    targetId: companyId,
    ip: meta.ip ?? null,
    detail: { country: row.country, nip: row.nip, vatNumber: row.vatNumber, vatCheck },
  });
  return adminTaxIdentityOf(ctx, companyId);
}
