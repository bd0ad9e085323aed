import type { AdminTaxIdentity } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { findCompanyName, findPersonName, findTaxIdentity } from '../tax-identities.repository';
import { assertAdmin } from '../tax-identity.policy';
import type { TaxIdentityContext } from '../tax-identity-context';
import { taxIdentityOut } from './tax-identity-view';

/** The admin's view of one company's tax identity: its VIES state, the name VIES holds, who verified it. */
export async function adminTaxIdentityOf(ctx: TaxIdentityContext, companyId: string): Promise<AdminTaxIdentity> {
  const [companyName, row] = await Promise.all([
    findCompanyName(ctx.db, companyId),
    findTaxIdentity(ctx.db, companyId),
  ]);
  if (companyName === null) throw new AppError('NOT_FOUND');
  return {
    companyId,
    companyName,
    taxIdentity: row ? taxIdentityOut(row) : null,
    viesConfigured: ctx.vies !== null,
    viesName: row?.vatCheckName ?? null,
    verifiedBy: row?.verifiedAt && row.verifiedBy ? ((await findPersonName(ctx.db, row.verifiedBy)) ?? null) : null,
  };
}

/** An admin reads any company's tax identity. */
export async function companyTaxIdentity(
  ctx: TaxIdentityContext,
  session: Session,
  companyId: string,
): Promise<AdminTaxIdentity> {
  assertAdmin(session);
  return adminTaxIdentityOf(ctx, companyId);
}
