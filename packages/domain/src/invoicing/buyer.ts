import type { Db } from '@tendero/db';
import { findPeople } from '../accounts/index';
import { findCompany, findManagerOf } from '../companies/index';
import type { InvoiceBuyer } from './invoice-document';
import { findTaxIdentity } from './tax-identities.repository';

export type Buyer = InvoiceBuyer & { vatNumberConfirmed: boolean; language: 'pl' | 'en' };

/**
 * The buyer of a company's invoices: its tax identity (required before buying Premium), in Polish for a
 * Polish company and in its manager's language otherwise. A company that bought before tax identities
 * existed is named from its profile (country, address) until it enters one.
 */
export async function buyerOf(db: Db, companyId: string): Promise<Buyer> {
  const manager = await findManagerOf(db, companyId);
  const [person] = manager ? await findPeople(db, [manager.userId]) : [];
  const managerLanguage = person?.locale === 'pl' ? 'pl' : 'en';
  const identity = await findTaxIdentity(db, companyId);
  if (identity) {
    return {
      name: identity.legalName,
      nip: identity.nip,
      vatNumber: identity.vatNumber,
      street: identity.street,
      postalCode: identity.postalCode,
      city: identity.city,
      country: identity.country,
      vatNumberConfirmed: identity.vatCheck === 'confirmed',
      language: identity.country === 'PL' ? 'pl' : managerLanguage,
    };
  }
  const company = await findCompany(db, companyId);
  const country = company?.country && /^[A-Z]{2}$/.test(company.country) ? company.country : 'PL';
  return {
    name: company?.name ?? '',
    nip: null,
    vatNumber: null,
    street: company?.address ?? '',
    postalCode: company?.postalCode ?? '',
    city: company?.city ?? '',
    country,
    vatNumberConfirmed: false,
    language: country === 'PL' ? 'pl' : managerLanguage,
  };
}
