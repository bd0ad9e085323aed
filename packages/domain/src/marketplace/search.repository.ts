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
    const matches: SQL[] = [sql`${companies.searchText} %> ${text.folded}`];
    if (text.tsquery) matches.push(sql`${companies.searchVector} @@ to_tsquery('simple', ${text.tsquery})`);
    if (text.services.length > 0) matches.push(sql`${companies.services} && ${toTextArray(text.services)}`);
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
    textScore = sql`(${text.tsquery ? sql`ts_rank(${companies.searchVector}, to_tsquery('simple', ${text.tsquery})) * 4 +` : sql``}
      word_similarity(${text.folded}, ${companies.searchText}) +
      ${text.services.length > 0 ? sql`(case when ${companies.services} && ${toTextArray(text.services)} then 1 else 0 end)` : sql`0`})`;
  }
  const quality = sql`(coalesce(${companies.verifiedRatingAvg}, 0) / 5.0) * ln(1 + ${companies.verifiedReviewCount}) / ln(51)`;
  const relevance = sql`(${textScore} + ${quality} * 0.5 + (case when ${companies.hasPremium} then 0.1 else 0 end))`;
  const order =
    filters.sort === 'rating'
      ? [sql`${companies.ratingAvg} desc nulls last`, sql`${companies.reviewCount} desc`]
      : filters.sort === 'reviews'
        ? [sql`${companies.reviewCount} desc`, sql`${companies.ratingAvg} desc nulls last`]
        : [sql`${relevance} desc`];

  return db
    .select({ ...cardColumns, total: sql<number>`count(*) over()::int` })
    .from(companies)
    .where(and(...conditions))
    .orderBy(...order, asc(companies.id))
    .limit(filters.limit)
    .offset(filters.offset);
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
