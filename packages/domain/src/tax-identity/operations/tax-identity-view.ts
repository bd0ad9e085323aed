import type { TaxIdentity } from '@tendero/contracts';
import type { TaxIdentityRow } from '../tax-identities.repository';

/** The row as the API answers it. */
export function taxIdentityOut(row: TaxIdentityRow): TaxIdentity {
  return {
    country: row.country,
    legalName: row.legalName,
    nip: row.nip,
    regon: row.regon,
    krs: row.krs,
    vatNumber: row.vatNumber,
    registeredAddress: { street: row.street, postalCode: row.postalCode, city: row.city },
    vatCheck: row.vatCheck,
    vatCheckedAt: row.vatCheckedAt?.toISOString() ?? null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
  };
}
