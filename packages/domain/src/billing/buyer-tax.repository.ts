import { type Db, schema } from '@tendero/db';
import { eq } from 'drizzle-orm';

const { companyTaxIdentities } = schema;

/** What the price's tax depends on: where the buyer is registered and whether VIES confirmed its VAT number. */
export type BuyerTax = { country: string; vatNumberConfirmed: boolean };

/**
 * The buying company's tax identity (the companies part fills `company_tax_identities`), reduced to what
 * the VAT of Premium depends on; null while the company has not given it.
 */
export async function findBuyerTax(db: Db, companyId: string): Promise<BuyerTax | null> {
  const [row] = await db
    .select({ country: companyTaxIdentities.country, vatCheck: companyTaxIdentities.vatCheck })
    .from(companyTaxIdentities)
    .where(eq(companyTaxIdentities.companyId, companyId));
  return row ? { country: row.country.trim().toUpperCase(), vatNumberConfirmed: row.vatCheck === 'confirmed' } : null;
}
