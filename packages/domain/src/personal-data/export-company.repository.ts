import { type Db, schema } from '@tendero/db';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { PersonRow } from './export-account.repository';
import { withoutKeys } from './export-values';

const s = schema;

/**
 * company.json: for a manager, the company as they keep it (profile, its sections, team, subscription, tax
 * identity, rules and figures); for a sales rep, which company they work for. Team members appear by name
 * and role only.
 */
export async function readCompany(db: Db, person: PersonRow) {
  if (!person.companyId) return null;
  const companyId = person.companyId;
  const [company] = await db.select().from(s.companies).where(eq(s.companies.id, companyId));
  if (!company) return null;
  if (person.role !== 'MANAGER') return { id: company.id, name: company.name };
  const [entries, subscription, taxIdentity, teamRule, figures, team, alertScope] = await Promise.all([
    db
      .select({ kind: s.companyEntries.kind, data: s.companyEntries.data, createdAt: s.companyEntries.createdAt })
      .from(s.companyEntries)
      .where(and(eq(s.companyEntries.companyId, companyId), isNull(s.companyEntries.removedAt)))
      .orderBy(asc(s.companyEntries.kind), asc(s.companyEntries.position)),
    db.select().from(s.subscriptions).where(eq(s.subscriptions.companyId, companyId)),
    db.select().from(s.companyTaxIdentities).where(eq(s.companyTaxIdentities.companyId, companyId)),
    db.select().from(s.teamSecondFactorRules).where(eq(s.teamSecondFactorRules.companyId, companyId)),
    db.select().from(s.companyResponseFigures).where(eq(s.companyResponseFigures.companyId, companyId)),
    db
      .select({
        firstName: s.users.firstName,
        lastName: s.users.lastName,
        role: s.users.role,
        status: s.users.status,
        joinedAt: s.users.createdAt,
      })
      .from(s.users)
      .where(and(eq(s.users.companyId, companyId), isNull(s.users.deletedAt))),
    // Issue 40: the services and cities the team hears of new inquiries for (none: the profile's).
    db.select().from(s.inquiryAlertScopes).where(eq(s.inquiryAlertScopes.companyId, companyId)),
  ]);
  return {
    profile: withoutKeys(company, ['searchText', 'searchVector']),
    sections: entries,
    team,
    subscription: subscription[0] ? withoutKeys(subscription[0], ['companyId', 'grantedBy']) : null,
    taxIdentity: taxIdentity[0] ? withoutKeys(taxIdentity[0], ['companyId', 'verifiedBy']) : null,
    teamSecondFactorRequiredAt: teamRule[0]?.requiredAt ?? null,
    responseFigures: figures.map((row) => withoutKeys(row, ['companyId'])),
    inquiryAlertScope: alertScope[0] ? withoutKeys(alertScope[0], ['companyId', 'updatedBy']) : null,
  };
}

/** payments.json / payments.csv: the company's payments, for its manager. */
export async function readPayments(db: Db, person: PersonRow) {
  if (person.role !== 'MANAGER' || !person.companyId) return [];
  const rows = await db
    .select()
    .from(s.payments)
    .where(eq(s.payments.companyId, person.companyId))
    .orderBy(desc(s.payments.createdAt));
  return rows.map((row) => withoutKeys(row, ['companyId', 'failureMailedAt']));
}

/** invoices.json / invoices.csv: Tendero's VAT invoices to the company, as issued, for its manager. */
export async function readInvoices(db: Db, person: PersonRow) {
  if (person.role !== 'MANAGER' || !person.companyId) return [];
  const rows = await db
    .select()
    .from(s.invoices)
    .where(eq(s.invoices.companyId, person.companyId))
    .orderBy(asc(s.invoices.issuedAt));
  return rows.map((row) =>
    withoutKeys(row, ['companyId', 'ksefUpo', 'ksefSessionReference', 'ksefAttempts', 'ksefError']),
  );
}
