import type { CompanySearchQuery } from '@tendero/contracts';
import { type Db, schema } from '@tendero/db';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';

/** Qualified, because inside a subquery on users an unqualified "id" means users.id. */
const companyIdColumn = sql.raw('"companies"."id"');
const { companies } = schema;

export type SearchFilters = Omit<CompanySearchQuery, 'q' | 'category' | 'service' | 'page'> & {
  /** Service slugs of which a company must offer at least one (category or service filter). */
  anyOfServices: string[] | null;
  /** Folded free text and the catalogue services it was read as. */
  text: { folded: string; tsquery: string; services: string[] } | null;
  limit: number;
  offset: number;
};

const contactRep = sql<string | null>`(select u.id from users u where u.company_id = ${companyIdColumn}
  and u.role = 'SALES_REP' and u.status = 'ACTIVE' and u.deleted_at is null order by u.created_at limit 1)`;

/** The columns of a company card. */
export const cardColumns = {
  id: companies.id,
  name: companies.name,
  description: sql<string>`left(${companies.description}, 240)`,
  logo: companies.logo,
  city: companies.city,
  country: companies.country,
  teamSize: companies.teamSize,
  foundedYear: companies.foundedYear,
  services: companies.services,
  languages: companies.languages,
  ratingAvg: companies.ratingAvg,
  reviewCount: companies.reviewCount,
  verifiedReviewCount: companies.verifiedReviewCount,
  hasPromo: companies.hasPromo,
  hasPremium: companies.hasPremium,
  titleId: companies.titleId,
  verifiedAt: companies.verifiedAt,
  contactRepId: contactRep,
};

/**
 * One query answers a results page and its total. Only verified companies are ever listed. Relevance is
 * the text match first (full-text, then the services the text was read as, then trigram similarity for
 * typos), then quality from verified reviews only; Premium adds a small, labelled nudge among equals.
 *
 * Shape, for speed at 100,000 companies (bench/search.ts): the matching companies are read once into a
 * narrow set (id and sort keys), which gives the total and the page; only the page's 20 rows are then read
 * in full, with their contact rep. Text conditions are ordered cheapest first, so the trigram check runs
 * only for rows that neither the services nor the full-text index matched.
 */
export async function searchCompanies(db: Db, filters: SearchFilters) {
  const conditions: (SQL | undefined)[] = [isNotNull(companies.verifiedAt)];
  if (filters.anyOfServices) conditions.push(sql`${companies.services} && ${toTextArray(filters.anyOfServices)}`);
  if (filters.city) conditions.push(eq(companies.city, filters.city));
  if (filters.country) conditions.push(eq(companies.country, filters.country));
  if (filters.minRating) conditions.push(sql`${companies.ratingAvg} >= ${filters.minRating}`);
  if (filters.teamSize) conditions.push(eq(companies.teamSize, filters.teamSize));
  if (filters.language) conditions.push(sql`${companies.languages} @> ${toTextArray([filters.language])}`);
  if (filters.promo) conditions.push(eq(companies.hasPromo, true));

  const text = filters.text;
  let textScore: SQL = sql`0`;
  if (text) {
    const matches: SQL[] = [];
    if (text.services.length > 0) matches.push(sql`${companies.services} && ${toTextArray(text.services)}`);
    if (text.tsquery) matches.push(sql`${companies.searchVector} @@ to_tsquery('simple', ${text.tsquery})`);
    matches.push(sql`${companies.searchText} %> ${text.folded}`);
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
    textScore = sql`(${text.tsquery ? sql`ts_rank(${companies.searchVector}, to_tsquery('simple', ${text.tsquery})) * 4 +` : sql``}
      word_similarity(${text.folded}, ${companies.searchText}) +
      ${text.services.length > 0 ? sql`(case when ${companies.services} && ${toTextArray(text.services)} then 1 else 0 end)` : sql`0`})`;
  }
  const quality = sql`(coalesce(${companies.verifiedRatingAvg}, 0) / 5.0) * ln(1 + ${companies.verifiedReviewCount}) / ln(51)`;
  const relevance = sql`(${textScore} + ${quality} * 0.5 + (case when ${companies.hasPremium} then 0.1 else 0 end))`;

  const matched = db.$with('matched').as(
    db
      .select({
        id: sql<string>`${companies.id}`.as('matched_id'),
        relevance: sql<number>`${filters.sort === 'relevance' ? relevance : sql`0`}`.as('relevance'),
        ratingAvg: sql<number | null>`${companies.ratingAvg}`.as('rating_avg'),
        reviewCount: sql<number>`${companies.reviewCount}`.as('review_count'),
      })
      .from(companies)
      .where(and(...conditions)),
  );
  const orderOf = (keys: { relevance: SQL; ratingAvg: SQL; reviewCount: SQL; id: SQL }) => [
    ...(filters.sort === 'rating'
      ? [sql`${keys.ratingAvg} desc nulls last`, sql`${keys.reviewCount} desc`]
      : filters.sort === 'reviews'
        ? [sql`${keys.reviewCount} desc`, sql`${keys.ratingAvg} desc nulls last`]
        : [sql`${keys.relevance} desc`]),
    sql`${keys.id} asc`,
  ];
  const page = db
    .select({
      id: sql<string>`"matched"."matched_id"`.as('page_id'),
      relevance: sql<number>`"matched"."relevance"`.as('page_relevance'),
      ratingAvg: sql<number | null>`"matched"."rating_avg"`.as('page_rating_avg'),
      reviewCount: sql<number>`"matched"."review_count"`.as('page_review_count'),
    })
    .from(matched)
    .orderBy(
      ...orderOf({
        relevance: sql`"matched"."relevance"`,
        ratingAvg: sql`"matched"."rating_avg"`,
        reviewCount: sql`"matched"."review_count"`,
        id: sql`"matched"."matched_id"`,
      }),
    )
    .limit(filters.limit)
    .offset(filters.offset)
    .as('page');

  return db
    .with(matched)
    .select({ ...cardColumns, total: sql<number>`(select count(*) from "matched")::int` })
    .from(page)
    .innerJoin(companies, eq(companies.id, sql`"page"."page_id"`))
    .orderBy(
      ...orderOf({
        relevance: sql`"page"."page_relevance"`,
        ratingAvg: sql`"page"."page_rating_avg"`,
        reviewCount: sql`"page"."page_review_count"`,
        id: sql`"page"."page_id"`,
      }),
    );
}
export type CardRow = Omit<Awaited<ReturnType<typeof searchCompanies>>[number], 'total'>;

export async function listedCompaniesByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(cardColumns)
    .from(companies)
    .where(and(isNotNull(companies.verifiedAt), inArray(companies.id, ids)));
}

export async function listedCities(db: Db) {
  return db
    .select({ city: companies.city, country: companies.country, count: sql<number>`count(*)::int` })
    .from(companies)
    .where(and(isNotNull(companies.verifiedAt), isNotNull(companies.city)))
    .groupBy(companies.city, companies.country);
}

export async function listedIds(db: Db) {
  return db
    .select({ id: companies.id, updatedAt: companies.updatedAt })
    .from(companies)
    .where(isNotNull(companies.verifiedAt))
    .orderBy(asc(companies.id));
}

function toTextArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
