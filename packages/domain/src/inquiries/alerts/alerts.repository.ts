import { type Db, schema } from '@tendero/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

const { companies, inquiryAlertChoices, inquiryAlertScopes, inquiryAlertsSent, users } = schema;

/** A company's profile (services, city) and its manager's alert scope, if they chose one. */
export async function findCompanyScope(db: Db, companyId: string) {
  const [row] = await db
    .select({
      services: companies.services,
      city: companies.city,
      scope: {
        companyId: inquiryAlertScopes.companyId,
        services: inquiryAlertScopes.services,
        cities: inquiryAlertScopes.cities,
        anywhere: inquiryAlertScopes.anywhere,
        teamOn: inquiryAlertScopes.teamOn,
      },
    })
    .from(companies)
    .leftJoin(inquiryAlertScopes, eq(inquiryAlertScopes.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) return null;
  return { profile: { services: row.services, city: row.city }, scope: row.scope?.companyId ? row.scope : null };
}

export async function upsertCompanyScope(
  db: Db,
  values: { companyId: string; services: string[]; cities: string[]; anywhere: boolean; teamOn: boolean },
  by: string,
  at: Date,
): Promise<void> {
  const row = { ...values, updatedBy: by, updatedAt: at };
  await db
    .insert(inquiryAlertScopes)
    .values(row)
    .onConflictDoUpdate({
      target: inquiryAlertScopes.companyId,
      set: {
        services: row.services,
        cities: row.cities,
        anywhere: row.anywhere,
        teamOn: row.teamOn,
        updatedBy: by,
        updatedAt: at,
      },
    });
}

/** A person's own choice while they are of `companyId` (a choice made in another company is not theirs now). */
export async function findChoice(db: Db, userId: string, companyId: string) {
  const [row] = await db
    .select({
      alerts: inquiryAlertChoices.alerts,
      services: inquiryAlertChoices.services,
      cities: inquiryAlertChoices.cities,
    })
    .from(inquiryAlertChoices)
    .where(and(eq(inquiryAlertChoices.userId, userId), eq(inquiryAlertChoices.companyId, companyId)));
  return row ?? null;
}

export async function upsertChoice(
  db: Db,
  values: {
    userId: string;
    companyId: string;
    alerts: 'team' | 'on' | 'off';
    services: string[] | null;
    cities: string[] | null;
  },
  at: Date,
): Promise<void> {
  await db
    .insert(inquiryAlertChoices)
    .values({ ...values, updatedAt: at })
    .onConflictDoUpdate({
      target: inquiryAlertChoices.userId,
      set: {
        companyId: values.companyId,
        alerts: values.alerts,
        services: values.services,
        cities: values.cities,
        updatedAt: at,
      },
    });
}

/** The inquiry an alert run is about: its fields and the company of its author (never alerted). */
export async function findAlertInquiry(db: Db, inquiryId: string) {
  const [row] = await db
    .select({
      id: schema.inquiries.id,
      services: schema.inquiries.services,
      city: schema.inquiries.city,
      budgetMin: schema.inquiries.budgetMin,
      budgetMax: schema.inquiries.budgetMax,
      currency: schema.inquiries.currency,
      description: schema.inquiries.description,
      isPrivate: schema.inquiries.isPrivate,
      ndaTerms: schema.inquiries.ndaTerms,
      state: schema.inquiries.state,
      visibleUntil: schema.inquiries.visibleUntil,
      removedAt: schema.inquiries.removedAt,
      authorCompanyId: users.companyId,
    })
    .from(schema.inquiries)
    .innerJoin(users, eq(users.id, schema.inquiries.clientId))
    .where(eq(schema.inquiries.id, inquiryId));
  return row ?? null;
}
export type AlertInquiry = NonNullable<Awaited<ReturnType<typeof findAlertInquiry>>>;

/**
 * The verified companies an inquiry may alert, with their scope (or profile): those asked of it, and (a public
 * inquiry) those whose scope's services meet the inquiry's and whose cities take its city. Never the author's.
 * The services test uses the GIN indexes of the arrays; the narrowing per person is done by the caller.
 */
export async function candidateCompanies(db: Db, inquiry: AlertInquiry) {
  const services = sql`${sql.param(inquiry.services)}::text[]`;
  const askedIt = sql`exists (select 1 from inquiry_targets t where t.inquiry_id = ${inquiry.id} and t.company_id = ${companies.id})`;
  const scopeServices = sql`coalesce(${inquiryAlertScopes.services}, ${companies.services})`;
  const takesCity =
    inquiry.city === null
      ? sql`true`
      : sql`case when ${inquiryAlertScopes.companyId} is null
          then (${companies.city} is null or ${companies.city} = ${inquiry.city})
          else (${inquiryAlertScopes.anywhere} or ${inquiry.city} = any(${inquiryAlertScopes.cities})) end`;
  const matches = inquiry.isPrivate ? sql`false` : sql`(${scopeServices} && ${services} and ${takesCity})`;
  return db
    .select({
      id: companies.id,
      profileServices: companies.services,
      profileCity: companies.city,
      scopeServices: inquiryAlertScopes.services,
      scopeCities: inquiryAlertScopes.cities,
      anywhere: inquiryAlertScopes.anywhere,
      teamOn: inquiryAlertScopes.teamOn,
      asked: sql<boolean>`${askedIt}`,
    })
    .from(companies)
    .leftJoin(inquiryAlertScopes, eq(inquiryAlertScopes.companyId, companies.id))
    .where(
      and(
        sql`${companies.verifiedAt} is not null`,
        inquiry.authorCompanyId ? sql`${companies.id} <> ${inquiry.authorCompanyId}` : undefined,
        sql`(${askedIt} or ${matches})`,
      ),
    );
}

/** The active reps and managers of these companies not yet alerted of the inquiry, with their own choice. */
export async function alertablePeople(db: Db, inquiryId: string, companyIds: string[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      deletedAt: users.deletedAt,
      mailingUnsubscribedAt: users.mailingUnsubscribedAt,
      role: users.role,
      answersInquiries: users.answersInquiries,
      companyId: users.companyId,
      alerts: inquiryAlertChoices.alerts,
      services: inquiryAlertChoices.services,
      cities: inquiryAlertChoices.cities,
    })
    .from(users)
    .leftJoin(
      inquiryAlertChoices,
      and(eq(inquiryAlertChoices.userId, users.id), eq(inquiryAlertChoices.companyId, users.companyId)),
    )
    .where(
      and(
        inArray(users.companyId, companyIds),
        inArray(users.role, ['SALES_REP', 'MANAGER']),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
        sql`not exists (select 1 from inquiry_alerts_sent s where s.inquiry_id = ${inquiryId} and s.user_id = ${users.id})`,
      ),
    );
}

/** Records who is alerted; answers those not recorded before (a retried run alerts nobody twice). */
export async function markAlerted(db: Db, inquiryId: string, userIds: string[], at: Date): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .insert(inquiryAlertsSent)
    .values(userIds.map((userId) => ({ inquiryId, userId, sentAt: at })))
    .onConflictDoNothing()
    .returning({ userId: inquiryAlertsSent.userId });
  return new Set(rows.map((row) => row.userId));
}
