import { type Db, schema } from '@tendero/db';
import { and, asc, count, desc, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../shared/rows';

const { applications, companies, inquiries } = schema;

/**
 * The platform-wide figures of /admin/leads, counted in the database (one aggregate per question, no rows
 * loaded). Only states, dates, service slugs and company names are read: no description, offer message,
 * chat or note. Inquiries and offers an admin removed are left out, as they are everywhere else.
 */
export type FiguresWindow = { from: Date; to: Date };

const inquiryCohort = (window: FiguresWindow): SQL =>
  and(gt(inquiries.createdAt, window.from), lte(inquiries.createdAt, window.to), isNull(inquiries.removedAt)) as SQL;

const applicationCohort = (window: FiguresWindow): SQL =>
  and(
    gt(applications.createdAt, window.from),
    lte(applications.createdAt, window.to),
    isNull(applications.removedAt),
    isNull(inquiries.removedAt),
  ) as SQL;

/** Inquiries published in the window, by where they stand at `window.to` (expired is read from the end date). */
export async function countInquiriesByState(db: Db, window: FiguresWindow) {
  const now = window.to;
  const [row] = await db
    .select({
      published: count(),
      open: sql<number>`count(*) filter (where ${inquiries.state} = 'open' and ${inquiries.visibleUntil} > ${now})`.mapWith(
        Number,
      ),
      expired:
        sql<number>`count(*) filter (where ${inquiries.state} = 'open' and ${inquiries.visibleUntil} <= ${now})`.mapWith(
          Number,
        ),
      accepted:
        sql<number>`count(*) filter (where ${inquiries.state} = 'closed' and ${inquiries.outcome} = 'accepted')`.mapWith(
          Number,
        ),
      closedWithoutDecision:
        sql<number>`count(*) filter (where ${inquiries.state} = 'closed' and ${inquiries.outcome} is distinct from 'accepted')`.mapWith(
          Number,
        ),
    })
    .from(inquiries)
    .where(inquiryCohort(window));
  return row ?? { published: 0, open: 0, expired: 0, accepted: 0, closedWithoutDecision: 0 };
}

/** Offers sent in the window, by their state now. */
export async function countApplicationsByState(db: Db, window: FiguresWindow) {
  const [row] = await db
    .select({
      sent: count(),
      pending: sql<number>`count(*) filter (where ${applications.state} = 'pending')`.mapWith(Number),
      accepted: sql<number>`count(*) filter (where ${applications.state} = 'accepted')`.mapWith(Number),
      declined: sql<number>`count(*) filter (where ${applications.state} in ('declined', 'notChosen'))`.mapWith(Number),
    })
    .from(applications)
    .innerJoin(inquiries, eq(inquiries.id, applications.inquiryId))
    .where(applicationCohort(window));
  return row ?? { sent: 0, pending: 0, accepted: 0, declined: 0 };
}

/** Of the inquiries published in the window that got an offer: the median seconds until the first one. */
export async function medianSecondsToFirstApplication(db: Db, window: FiguresWindow): Promise<number | null> {
  const first = db
    .select({
      inquiryId: applications.inquiryId,
      firstAt: sql<Date>`min(${applications.createdAt})`.as('first_at'),
    })
    .from(applications)
    .where(isNull(applications.removedAt))
    .groupBy(applications.inquiryId)
    .as('first');
  const [row] = await db
    .select({
      median: sql<
        string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${first.firstAt} - ${inquiries.createdAt})))`,
    })
    .from(inquiries)
    .innerJoin(first, eq(first.inquiryId, inquiries.id))
    .where(inquiryCohort(window));
  return row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median));
}

/** Inquiries and offers per week since `start` (week 0 starts there; a week is 7 × 24 h). */
export async function countPerWeek(db: Db, window: FiguresWindow) {
  const week = (column: typeof inquiries.createdAt | typeof applications.createdAt) =>
    sql<number>`floor(extract(epoch from (${column} - ${window.from})) / 604800)::int`.mapWith(Number);
  const byInquiry = await db
    .select({ week: week(inquiries.createdAt), n: count() })
    .from(inquiries)
    .where(
      and(
        sql`${inquiries.createdAt} >= ${window.from}`,
        lte(inquiries.createdAt, window.to),
        isNull(inquiries.removedAt),
      ),
    )
    .groupBy(sql`1`);
  const byApplication = await db
    .select({ week: week(applications.createdAt), n: count() })
    .from(applications)
    .innerJoin(inquiries, eq(inquiries.id, applications.inquiryId))
    .where(
      and(
        sql`${applications.createdAt} >= ${window.from}`,
        lte(applications.createdAt, window.to),
        isNull(applications.removedAt),
        isNull(inquiries.removedAt),
      ),
    )
    .groupBy(sql`1`);
  return { inquiries: byInquiry, applications: byApplication };
}

/** The services asked for most by the inquiries of the window (an inquiry counts once per service). */
export async function topServices(db: Db, window: FiguresWindow, limit: number) {
  const slug = sql<string>`unnest(${inquiries.services})`;
  const rows = db
    .select({ inquiryId: inquiries.id, slug: slug.as('slug') })
    .from(inquiries)
    .where(inquiryCohort(window))
    .as('asked');
  return db
    .select({ slug: rows.slug, inquiries: sql<number>`count(distinct ${rows.inquiryId})`.mapWith(Number) })
    .from(rows)
    .groupBy(rows.slug)
    .orderBy(desc(sql`2`), asc(rows.slug))
    .limit(limit);
}

/**
 * The categories asked for most (an inquiry counts once per category, however many of its services it
 * names): the catalogue's service → category pairs are given, as the catalogue is not a table.
 */
export async function topCategories(
  db: Db,
  window: FiguresWindow,
  categoryOf: readonly (readonly [service: string, category: string])[],
  limit: number,
) {
  if (categoryOf.length === 0) return [];
  const services = categoryOf.map(([service]) => service);
  const categories = categoryOf.map(([, category]) => category);
  const result = await db.execute(sql`
    with catalogue as (
        select * from unnest(${sql.param(services)}::text[], ${sql.param(categories)}::text[]) as c(service, category)
      ),
      asked as (
        select distinct ${inquiries.id} as inquiry_id, catalogue.category
        from ${inquiries}
        cross join lateral unnest(${inquiries.services}) as service(slug)
        join catalogue on catalogue.service = service.slug
        where ${inquiryCohort(window)}
      )
    select category as slug, count(*)::int as inquiries from asked
    group by category order by count(*) desc, category asc limit ${limit}`);
  return rowsOf<{ slug: string; inquiries: number | string }>(result).map((row) => ({
    slug: row.slug,
    inquiries: Number(row.inquiries),
  }));
}

/** Companies by offers sent in the window: their names and counts, nothing else. */
export async function topCompaniesByApplications(db: Db, window: FiguresWindow, limit: number) {
  return db
    .select({ name: companies.name, applications: count() })
    .from(applications)
    .innerJoin(inquiries, eq(inquiries.id, applications.inquiryId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(applicationCohort(window))
    .groupBy(companies.id, companies.name)
    .orderBy(desc(count()), asc(companies.name))
    .limit(limit);
}
