import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import { companyTaxIdentity } from './operations/company-tax-identity';
import { ownTaxIdentity } from './operations/own-tax-identity';
import { saveTaxIdentity } from './operations/save-tax-identity';
import { verifyTaxIdentity } from './operations/verify-tax-identity';
import type { TaxIdentityContext } from './tax-identity-context';
import type { ViesClient } from './vies.gateway';

/**
 * A company's tax identity (issue 38): the manager enters it, the reps read it, admins verify it; EU VAT
 * numbers are checked with VIES through the adapter when `VIES_URL` is set. Each operation is one file in
 * operations/; this face binds them to the context.
 */
export function createTaxIdentities(domain: DomainContext, deps: { vies: ViesClient | null }) {
  const ctx: TaxIdentityContext = { ...domain, vies: deps.vies };
  return {
    own: bind(ctx, ownTaxIdentity),
    saveOwn: bind(ctx, saveTaxIdentity),
    ofCompany: bind(ctx, companyTaxIdentity),
    verify: bind(ctx, verifyTaxIdentity),
  };
}
export type TaxIdentities = ReturnType<typeof createTaxIdentities>;
