import { type Db, schema } from '@tendero/db';
import { eq } from 'drizzle-orm';

const { companyTaxIdentities, companies, users } = schema;

export type TaxIdentityRow = typeof companyTaxIdentities.$inferSelect;
export type TaxIdentityFields = Omit<typeof companyTaxIdentities.$inferInsert, 'companyId'>;

export async function findTaxIdentity(db: Db, companyId: string): Promise<TaxIdentityRow | null> {
  const [row] = await db.select().from(companyTaxIdentities).where(eq(companyTaxIdentities.companyId, companyId));
  return row ?? null;
}

/** Writes the company's one row (a new one, or over the one it had). */
export async function saveTaxIdentity(db: Db, companyId: string, fields: TaxIdentityFields): Promise<TaxIdentityRow> {
  const [row] = await db
    .insert(companyTaxIdentities)
    .values({ companyId, ...fields })
    .onConflictDoUpdate({ target: companyTaxIdentities.companyId, set: fields })
    .returning();
  if (!row) throw new Error('tax identity not saved');
  return row;
}

/** Changes some fields of an existing row (VIES's answer, an admin's verification). */
export async function updateTaxIdentity(
  db: Db,
  companyId: string,
  fields: Partial<TaxIdentityFields>,
): Promise<TaxIdentityRow | null> {
  const [row] = await db
    .update(companyTaxIdentities)
    .set(fields)
    .where(eq(companyTaxIdentities.companyId, companyId))
    .returning();
  return row ?? null;
}

/** Many companies' rows at once (the admin CSV import, the demo seed); a company that has one keeps it. */
export async function insertTaxIdentities(
  db: Db,
  rows: readonly (TaxIdentityFields & { companyId: string })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(companyTaxIdentities)
    .values([...rows])
    .onConflictDoNothing();
}

/** The company's name, or null when there is no such company. */
export async function findCompanyName(db: Db, companyId: string): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/** A person's name as the admin console shows who did something. */
export async function findPersonName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}
