import { type Db, schema } from '@tendero/db';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { preparedPer } from '../shared/prepared';

const { applications, companies, companyEntries, inquiries, inquiryPostings, inquiryTargets, leads, users } = schema;

export type InquiryRow = typeof inquiries.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type NewInquiry = typeof inquiries.$inferInsert;
export type ApplicationValues = Pick<
  typeof applications.$inferInsert,
  'message' | 'priceMin' | 'priceMax' | 'currency' | 'timelineDays' | 'scope' | 'paymentTerms' | 'validUntil'
>;

export async function insertInquiry(db: Db, values: NewInquiry, companyIds: string[]): Promise<InquiryRow> {
  const [row] = await db.insert(inquiries).values(values).returning();
  if (!row) throw new Error('inquiry insert returned nothing');
  if (companyIds.length > 0) {
    await db
      .insert(inquiryTargets)
      .values(companyIds.map((companyId) => ({ inquiryId: row.id, companyId })))
      .onConflictDoNothing();
  }
  return row;
}

export async function findInquiry(db: Db, id: string): Promise<InquiryRow | null> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  return row ?? null;
}

/** The inquiry, locked for the rest of the transaction (decisions and counts never race). */
export async function lockInquiry(db: Db, id: string): Promise<InquiryRow | null> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
  return row ?? null;
}

export async function updateInquiry(db: Db, id: string, values: Partial<NewInquiry>): Promise<InquiryRow> {
  const [row] = await db.update(inquiries).set(values).where(eq(inquiries.id, id)).returning();
  if (!row) throw new Error('inquiry update returned nothing');
  return row;
}

export async function deleteInquiry(db: Db, id: string): Promise<void> {
  await db.delete(inquiries).where(eq(inquiries.id, id));
}

export async function listClientInquiries(db: Db, clientId: string): Promise<InquiryRow[]> {
  return db.select().from(inquiries).where(eq(inquiries.clientId, clientId)).orderBy(desc(inquiries.createdAt));
}

export async function askedCompanies(db: Db, inquiryIds: string[]) {
  if (inquiryIds.length === 0) return [];
  return db
    .select({ inquiryId: inquiryTargets.inquiryId, id: companies.id, name: companies.name })
    .from(inquiryTargets)
    .innerJoin(companies, eq(companies.id, inquiryTargets.companyId))
    .where(inArray(inquiryTargets.inquiryId, inquiryIds))
    .orderBy(asc(companies.name));
}

export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  image: users.image,
  organization: users.organization,
  email: users.email,
  phone: users.phone,
  shareEmail: users.shareEmail,
  sharePhone: users.sharePhone,
  locale: users.locale,
  mailingUnsubscribedAt: users.mailingUnsubscribedAt,
  deletedAt: users.deletedAt,
};
export async function findPeople(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select(personColumns).from(users).where(inArray(users.id, ids));
}
export type PersonRow = Awaited<ReturnType<typeof findPeople>>[number];

/** The catalogue as parallel arrays (service, its category), for expanding terms in SQL. */
export type ServiceCategories = { services: string[]; categories: string[] };

/**
 * Rewrites the /orders/find postings of one inquiry (or of every inquiry when `inquiryId` is null, after a
 * bulk load): 'all', 'c:<category>' and 's:<service>' for an open one, none for a closed one.
 */
export async function refreshInquiryPostings(db: Db, inquiryId: string | null, catalogue: ServiceCategories) {
  const which = inquiryId ? sql`i.id = ${inquiryId}` : sql`true`;
  if (inquiryId) await db.delete(inquiryPostings).where(eq(inquiryPostings.inquiryId, inquiryId));
  else await db.execute(sql`truncate inquiry_postings`);
  await db.execute(sql`
    insert into inquiry_postings (term, inquiry_id, created_at, visible_until, city)
    select distinct t.term, i.id, i.created_at, i.visible_until, i.city
    from inquiries i
    cross join lateral (
      select 'all' as term
      union all select 's:' || s from unnest(i.services) as s
      union all select 'c:' || m.category
        from unnest(${sql.param(catalogue.services)}::text[], ${sql.param(catalogue.categories)}::text[]) as m(service, category)
        where m.service = any(i.services)
    ) as t
    where ${which} and i.state = 'open'`);
}

/** Capped: counting 50,000 open inquiries exactly for every page is not worth its cost. */
export const findCountCap = 1000;

/** Who reads /orders/find: their company marks what was asked of it, a rep's own offers are marked too. */
export type FindReader = { companyId: string | null; repId: string | null };

/** An open inquiry as /orders/find lists it: with its client's public name and the reader's marks. */
const foundColumns = {
  inquiry: inquiries,
  client: {
    firstName: users.firstName,
    lastName: users.lastName,
    image: users.image,
    organization: users.organization,
  },
  asked: sql<boolean>`exists (select 1 from inquiry_targets t where t.inquiry_id = ${inquiries.id}
    and t.company_id = ${sql.placeholder('companyId')}::uuid)`,
  myApplicationId: sql<string | null>`(select a.id from applications a where a.inquiry_id = ${inquiries.id}
    and a.rep_id = ${sql.placeholder('repId')}::text)`,
};
export type FoundRow = {
  inquiry: InquiryRow;
  client: { firstName: string; lastName: string; image: string | null; organization: string | null };
  asked: boolean;
  myApplicationId: string | null;
};

function postingsWhere(withCity: boolean) {
  const p = inquiryPostings;
  return and(
    eq(p.term, sql.placeholder('term')),
    withCity ? eq(p.city, sql.placeholder('city')) : undefined,
    gt(p.visibleUntil, sql.placeholder('now')),
  );
}
/** Not written by someone of the reader's company (`users` is the author): no one answers their own company. */
const notOwnCompany = sql`(${sql.placeholder('companyId')}::uuid is null or ${users.companyId} is null
  or ${users.companyId} <> ${sql.placeholder('companyId')}::uuid)`;
/** /orders/find is the most read list: its statements are prepared (with and without a city). */
function pageStatement(withCity: boolean) {
  return preparedPer((db) =>
    db
      .select(foundColumns)
      .from(inquiryPostings)
      .innerJoin(inquiries, eq(inquiries.id, inquiryPostings.inquiryId))
      .innerJoin(users, eq(users.id, inquiries.clientId))
      .where(and(postingsWhere(withCity), notOwnCompany))
      .orderBy(sql`${inquiryPostings.createdAt} desc nulls last`, asc(inquiryPostings.inquiryId))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(withCity ? 'inquiries_find_page_city' : 'inquiries_find_page'),
  );
}
/** A provider's count leaves out their own company's inquiries (one join more); anyone else's needs none. */
function countStatement(withCity: boolean, ofProvider: boolean) {
  const name = `inquiries_find_count${withCity ? '_city' : ''}${ofProvider ? '_provider' : ''}`;
  return preparedPer((db) => {
    const postings = db.select({ one: sql`1` }).from(inquiryPostings);
    const rows = ofProvider
      ? postings
          .innerJoin(inquiries, eq(inquiries.id, inquiryPostings.inquiryId))
          .innerJoin(users, eq(users.id, inquiries.clientId))
          .where(and(postingsWhere(withCity), notOwnCompany))
      : postings.where(postingsWhere(withCity));
    return db
      .select({ total: sql<number>`count(*)::int` })
      .from(rows.limit(findCountCap + 1).as('capped'))
      .prepare(name);
  });
}
const findPage = { city: pageStatement(true), all: pageStatement(false) };
const findCount = {
  city: countStatement(true, false),
  all: countStatement(false, false),
  cityProvider: countStatement(true, true),
  allProvider: countStatement(false, true),
};
const askedOf = preparedPer((db) =>
  db
    .select(foundColumns)
    .from(inquiryTargets)
    .innerJoin(inquiries, eq(inquiries.id, inquiryTargets.inquiryId))
    .innerJoin(users, eq(users.id, inquiries.clientId))
    .where(
      and(
        eq(inquiryTargets.companyId, sql.placeholder('companyId')),
        eq(inquiries.state, 'open'),
        gt(inquiries.visibleUntil, sql.placeholder('now')),
      ),
    )
    .orderBy(desc(inquiries.createdAt))
    .limit(sql.placeholder('limit'))
    .prepare('inquiries_find_asked'),
);

/**
 * Open (not closed, not past the end date) inquiries, newest first, by one term ('all', 'c:…', 's:…') and
 * a city, read from the postings: the page (with client and marks, one statement) and the count up to
 * `findCountCap` (+1 tells "more"). A provider never sees their own company's inquiries.
 */
export async function findOpenInquiries(
  db: Db,
  filters: { term: string; city: string | null; now: Date; limit: number; offset: number; reader: FindReader },
): Promise<{ rows: FoundRow[]; total: number }> {
  const variant = filters.city ? 'city' : 'all';
  const values = {
    term: filters.term,
    city: filters.city,
    now: filters.now,
    limit: filters.limit,
    offset: filters.offset,
    companyId: filters.reader.companyId,
    repId: filters.reader.repId,
  };
  const [rows, [count]] = await Promise.all([
    findPage[variant](db).execute(values) as Promise<FoundRow[]>,
    filters.reader.companyId
      ? findCount[`${variant}Provider`](db).execute(values)
      : findCount[variant](db).execute(values),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Open inquiries asked of the reader's company, newest first (shown to it before the others). */
export async function findOpenAskedOf(
  db: Db,
  reader: FindReader & { companyId: string },
  now: Date,
  limit: number,
): Promise<FoundRow[]> {
  return askedOf(db).execute({ ...reader, now, limit }) as Promise<FoundRow[]>;
}

// ---- applications ----------------------------------------------------------------------------------

export const applicationColumns = {
  application: applications,
  repFirstName: users.firstName,
  repLastName: users.lastName,
  repImage: users.image,
  companyName: companies.name,
  companyLogo: companies.logo,
  companyVerifiedAt: companies.verifiedAt,
  companyRating: companies.ratingAvg,
  companyReviews: companies.reviewCount,
};

export async function listApplications(db: Db, where: SQL | undefined) {
  return db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.repId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(where)
    .orderBy(asc(applications.createdAt));
}
export type ApplicationListRow = Awaited<ReturnType<typeof listApplications>>[number];

export const applicationsOf = {
  inquiry: (inquiryId: string) => eq(applications.inquiryId, inquiryId),
  inquiries: (inquiryIds: string[]) => inArray(applications.inquiryId, inquiryIds),
  rep: (repId: string) => eq(applications.repId, repId),
  company: (companyId: string) => eq(applications.companyId, companyId),
  id: (id: string) => eq(applications.id, id),
  ids: (ids: string[]) => inArray(applications.id, ids),
  and: (...conditions: SQL[]) => and(...conditions),
};

export async function insertApplication(
  db: Db,
  values: ApplicationValues & { inquiryId: string; repId: string; companyId: string; createdAt: Date },
): Promise<string | null> {
  const [row] = await db
    .insert(applications)
    .values({ ...values, updatedAt: values.createdAt })
    .onConflictDoNothing({ target: [applications.inquiryId, applications.repId] })
    .returning({ id: applications.id });
  return row?.id ?? null;
}

export async function countApplications(db: Db, inquiryId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.inquiryId, inquiryId));
  return row?.count ?? 0;
}

export async function findApplication(db: Db, id: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row ?? null;
}

export async function updateApplication(db: Db, id: string, values: Partial<typeof applications.$inferInsert>) {
  await db.update(applications).set(values).where(eq(applications.id, id));
}

/** Every other pending offer of the inquiry becomes 'not chosen'; answers the companies and reps told. */
export async function markOthersNotChosen(db: Db, inquiryId: string, exceptId: string | null, at: Date) {
  return db
    .update(applications)
    .set({ state: 'notChosen', decidedAt: at, updatedAt: at })
    .where(
      and(
        eq(applications.inquiryId, inquiryId),
        eq(applications.state, 'pending'),
        exceptId ? ne(applications.id, exceptId) : undefined,
      ),
    )
    .returning({ id: applications.id, repId: applications.repId, companyId: applications.companyId });
}

export async function consentsOf(db: Db, companyIds: string[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({ id: companyEntries.id, companyId: companyEntries.companyId, data: companyEntries.data })
    .from(companyEntries)
    .where(and(inArray(companyEntries.companyId, companyIds), eq(companyEntries.kind, 'consent')))
    .orderBy(asc(companyEntries.position));
}

/** Whether the client accepted an offer of the company: what makes their review 'verified client'. */
export async function hasAcceptedOffer(db: Db, clientId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(inquiries, eq(inquiries.id, applications.inquiryId))
    .where(
      and(eq(inquiries.clientId, clientId), eq(applications.companyId, companyId), eq(applications.state, 'accepted')),
    )
    .limit(1);
  return row !== undefined;
}

export async function markReviewVerified(db: Db, clientId: string, companyId: string): Promise<boolean> {
  const rows = await db
    .update(schema.reviews)
    .set({ verifiedClient: true })
    .where(
      and(
        eq(schema.reviews.clientId, clientId),
        eq(schema.reviews.companyId, companyId),
        eq(schema.reviews.verifiedClient, false),
      ),
    )
    .returning({ id: schema.reviews.id });
  return rows.length > 0;
}

// ---- leads -----------------------------------------------------------------------------------------

export type LeadValues = {
  companyId: string;
  clientId: string;
  inquiryId: string | null;
  source: 'asked' | 'applied' | 'favourite' | 'review';
  state?: 'new' | 'contacted' | 'won' | 'lost';
  repId?: string | null;
  at: Date;
};

/**
 * Records a lead, or moves an existing one forward: an offer makes an asked lead 'applied' and
 * 'contacted' with its rep; a won or lost lead keeps its state unless the new one is a decision.
 */
export async function upsertLead(db: Db, lead: LeadValues): Promise<void> {
  await db
    .insert(leads)
    .values({
      companyId: lead.companyId,
      clientId: lead.clientId,
      inquiryId: lead.inquiryId,
      source: lead.source,
      state: lead.state ?? 'new',
      repId: lead.repId ?? null,
      createdAt: lead.at,
      updatedAt: lead.at,
    })
    .onConflictDoUpdate({
      target: [leads.companyId, leads.clientId, leads.inquiryId],
      set: {
        source: lead.source === 'applied' ? 'applied' : sql`${leads.source}`,
        state: lead.state ?? sql`${leads.state}`,
        repId: lead.repId ? lead.repId : sql`${leads.repId}`,
        updatedAt: lead.at,
      },
    });
}

/**
 * A client's interest in a company ended (an admin removed their review): the lead that interest made goes,
 * unless the client still favourites an offer of the company (then it stays, as a favourite lead).
 * Leads of inquiries are never touched.
 */
export async function withdrawInterestLead(db: Db, lead: Pick<LeadValues, 'companyId' | 'clientId' | 'source'>) {
  const still =
    lead.source === 'review'
      ? await db
          .select({ one: sql`1` })
          .from(schema.favourites)
          .innerJoin(companyEntries, eq(companyEntries.id, schema.favourites.offerId))
          .where(and(eq(schema.favourites.userId, lead.clientId), eq(companyEntries.companyId, lead.companyId)))
          .limit(1)
      : [];
  const which = and(
    eq(leads.companyId, lead.companyId),
    eq(leads.clientId, lead.clientId),
    isNull(leads.inquiryId),
    eq(leads.source, lead.source),
  );
  if (still.length > 0) await db.update(leads).set({ source: 'favourite' }).where(which);
  else await db.delete(leads).where(which);
}

export async function setLeadStates(
  db: Db,
  inquiryId: string,
  decided: { companyId: string; state: 'won' | 'lost' }[],
  at: Date,
) {
  for (const item of decided) {
    await db
      .update(leads)
      .set({ state: item.state, updatedAt: at })
      .where(and(eq(leads.inquiryId, inquiryId), eq(leads.companyId, item.companyId)));
  }
}

export async function listLeads(db: Db, companyId: string, state: string | undefined) {
  const rep = schema.users;
  return db
    .select({
      lead: leads,
      client: personColumns,
      inquiry: {
        id: inquiries.id,
        services: inquiries.services,
        description: inquiries.description,
        state: inquiries.state,
        visibleUntil: inquiries.visibleUntil,
        marketingConsent: inquiries.marketingConsent,
      },
    })
    .from(leads)
    .innerJoin(rep, eq(rep.id, leads.clientId))
    .leftJoin(inquiries, eq(inquiries.id, leads.inquiryId))
    .where(
      and(eq(leads.companyId, companyId), state ? eq(leads.state, state as 'new') : undefined, isNull(rep.deletedAt)),
    )
    .orderBy(desc(leads.updatedAt), asc(leads.id));
}

export async function findLead(db: Db, id: string) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row ?? null;
}

export async function updateLead(db: Db, id: string, values: { state?: string; repId?: string | null; at: Date }) {
  await db
    .update(leads)
    .set({
      ...(values.state ? { state: values.state as 'new' } : {}),
      ...(values.repId !== undefined ? { repId: values.repId } : {}),
      updatedAt: values.at,
    })
    .where(eq(leads.id, id));
}

/** Active sales reps of a company, for "who handles this lead". */
export async function companyReps(db: Db, companyId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'SALES_REP'),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
}

// ---- digests ---------------------------------------------------------------------------------------

/** Inquiries published and not yet told to providers, oldest first. */
export async function undigestedInquiries(db: Db, upTo: Date, limit: number) {
  return db
    .select()
    .from(inquiries)
    .where(and(isNull(inquiries.digestedAt), lte(inquiries.createdAt, upTo)))
    .orderBy(asc(inquiries.createdAt))
    .limit(limit);
}

export async function markDigested(db: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(inquiries).set({ digestedAt: at }).where(inArray(inquiries.id, ids));
}

/**
 * The providers to tell of these inquiries: active sales reps and managers of companies offering one of
 * their services or asked directly, who have not unsubscribed, outside the author's company. One row per
 * person and inquiry.
 */
export async function digestRecipients(db: Db, inquiryIds: string[]) {
  if (inquiryIds.length === 0) return [];
  return db
    .selectDistinct({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      inquiryId: inquiries.id,
    })
    .from(inquiries)
    .innerJoin(
      companies,
      or(
        sql`${companies.services} && ${inquiries.services}`,
        sql`exists (select 1 from inquiry_targets t where t.inquiry_id = ${inquiries.id} and t.company_id = ${sql.raw('"companies"."id"')})`,
      ),
    )
    .innerJoin(users, eq(users.companyId, companies.id))
    .where(
      and(
        inArray(inquiries.id, inquiryIds),
        inArray(users.role, ['SALES_REP', 'MANAGER']),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
        isNull(users.mailingUnsubscribedAt),
        isNotNull(users.email),
        // Never told of an inquiry of their own company (its author's).
        sql`not exists (select 1 from users author where author.id = ${inquiries.clientId}
          and author.company_id = ${users.companyId})`,
      ),
    );
}

export async function askedRecipients(db: Db, inquiryIds: string[]) {
  if (inquiryIds.length === 0) return [];
  return db
    .select({ inquiryId: inquiryTargets.inquiryId, userId: users.id })
    .from(inquiryTargets)
    .innerJoin(users, eq(users.companyId, inquiryTargets.companyId))
    .where(inArray(inquiryTargets.inquiryId, inquiryIds));
}
