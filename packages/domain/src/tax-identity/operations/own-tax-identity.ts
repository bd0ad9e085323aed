import type { OwnTaxIdentity } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { findTaxIdentity } from '../tax-identities.repository';
import { mayEditTaxIdentity, readableCompany } from '../tax-identity.policy';
import type { TaxIdentityContext } from '../tax-identity-context';
import { taxIdentityOut } from './tax-identity-view';

/** The team's own company's tax identity: the manager edits it, the reps read it. */
export async function ownTaxIdentity(ctx: TaxIdentityContext, session: Session): Promise<OwnTaxIdentity> {
  const companyId = readableCompany(session);
  const row = await findTaxIdentity(ctx.db, companyId);
  return {
    companyId,
    taxIdentity: row ? taxIdentityOut(row) : null,
    canEdit: mayEditTaxIdentity(session),
    viesConfigured: ctx.vies !== null,
  };
}
