import { type Db, schema } from '@tendero/db';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { preparedPer } from '../shared/prepared';
import type { InquiryRow } from './inquiries.repository';

const { inquiries, inquiryPostings, inquiryTargets, users } = schema;

/** The catalogue as parallel arrays (service, its category), for expanding terms in SQL. */
export type ServiceCategories = { services: string[]; categories: string[] };

/**
 * Rewrites the /orders/find postings of one inquiry (or of every inquiry when `inquiryId` is null, after a
 * bulk load): 'all', 'c:<category>' and 's:<service>' for an open one, none for a closed, removed or private one
 * (asked only of chosen companies, which find it among those asked of them).
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
    where ${which} and i.state = 'open' and i.removed_at is null and not i.is_private`);
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
    and a.rep_id = ${sql.placeholder('repId')}::text and a.removed_at is null)`,
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
        isNull(inquiries.removedAt),
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
