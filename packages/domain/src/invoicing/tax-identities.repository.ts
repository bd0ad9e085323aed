import { type Db, schema } from '@tendero/db';
import { eq } from 'drizzle-orm';

const { companyTaxIdentities } = schema;

export type TaxIdentityRow = typeof companyTaxIdentities.$inferSelect;

/** A company's tax identity (the companies part of issue 38 fills it): the invoice's buyer. Read only here. */
export async function findTaxIdentity(db: Db, companyId: string): Promise<TaxIdentityRow | null> {
  const [row] = await db.select().from(companyTaxIdentities).where(eq(companyTaxIdentities.companyId, companyId));
  return row ?? null;
}
