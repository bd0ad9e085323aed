import type { Db } from '@tendero/db';
import { findPeople } from '../accounts/index';
import { findCompany, findManagerOf } from '../companies/index';
import { invoiceBuyerOf } from '../tax-identity/index';
import type { InvoiceBuyer } from './invoice-document';

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
  const identity = await invoiceBuyerOf({ db }, companyId);
  if (identity) {
    return {
      name: identity.name,
      nip: identity.nip,
      vatNumber: identity.vatNumber,
      street: identity.address.street,
      postalCode: identity.address.postalCode,
      city: identity.address.city,
      country: identity.country,
      vatNumberConfirmed: identity.vatNumberConfirmed,
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
