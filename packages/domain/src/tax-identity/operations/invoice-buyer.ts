import { type CompanyRegistry, formatNip } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { findTaxIdentity } from '../tax-identities.repository';

/** The buyer of an invoice as the invoicing parts of issue 38 need it. */
export type InvoiceBuyer = {
  /** The legal name. */
  name: string;
  /** The country of registration (ISO 3166-1 alpha-2). */
  country: string;
  /** Polish companies: 10 digits. */
  nip: string | null;
  /** EU companies elsewhere: with its prefix (e.g. DE123456789, EL… for Greece). */
  vatNumber: string | null;
  /** VIES confirmed the VAT number (the reverse charge applies: `vatTreatmentOf`). */
  vatNumberConfirmed: boolean;
  address: { street: string; postalCode: string; city: string; country: string };
};

/**
 * The company as the buyer of its invoices, from its tax identity; null when it has none. What the
 * invoice freezes into its document at issue.
 */
export async function invoiceBuyerOf(ctx: { db: Db }, companyId: string): Promise<InvoiceBuyer | null> {
  const row = await findTaxIdentity(ctx.db, companyId);
  if (!row) return null;
  return {
    name: row.legalName,
    country: row.country,
    nip: row.nip,
    vatNumber: row.vatNumber,
    vatNumberConfirmed: row.vatCheck === 'confirmed',
    address: { street: row.street, postalCode: row.postalCode, city: row.city, country: row.country },
  };
}

/**
 * Whether the company can be invoiced: it has a tax identity, and VIES has not refused its VAT number.
 * Buying Premium asks this first (billing's `startCheckout`).
 */
export async function hasInvoiceableTaxIdentity(db: Db, companyId: string): Promise<boolean> {
  const row = await findTaxIdentity(db, companyId);
  return row !== null && row.vatCheck !== 'invalid';
}

/** What the public company answer shows (as Polish directories do); undefined when the company gave none. */
export async function companyRegistryOf(db: Db, companyId: string): Promise<CompanyRegistry | undefined> {
  const row = await findTaxIdentity(db, companyId);
  if (!row) return undefined;
  return {
    legalName: row.legalName,
    country: row.country,
    nip: row.nip ? formatNip(row.nip) : null,
    regon: row.regon,
    krs: row.krs,
    vatNumber: row.vatNumber,
    registeredAddress: { street: row.street, postalCode: row.postalCode, city: row.city },
    verified: row.verifiedAt !== null,
  };
}
