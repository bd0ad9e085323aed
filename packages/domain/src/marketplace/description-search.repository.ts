import { type Db, schema } from '@tendero/db';
import { and, isNotNull, type SQL, sql } from 'drizzle-orm';
import { responseSortKey } from '../trust/index';
import { orderOf, type SearchFilters } from './search-statement.repository';

/** Qualified, because inside a subquery on users an unqualified "id" means users.id. */
const companyIdColumn = sql.raw('"companies"."id"');
const { companies, searchPostings } = schema;

/** The filters of a results page, on either table that carries the filtered columns. */
function filterConditions(
  columns: typeof searchPostings | typeof companies,
  filters: Omit<SearchFilters, 'limit' | 'offset' | 'sort'>,
): SQL[] {
  const conditions: SQL[] = [];
  if (filters.city) conditions.push(sql`${columns.city} = ${filters.city}`);
  if (filters.country) conditions.push(sql`${columns.country} = ${filters.country}`);
  // The rating that counts is the verified clients' (a posting's rating_avg is that; a company row keeps both).
  const rating = 'verifiedRatingAvg' in columns ? columns.verifiedRatingAvg : columns.ratingAvg;
  if (filters.minRating) conditions.push(sql`${rating} >= ${filters.minRating}`);
  if (filters.teamSize) conditions.push(sql`${columns.teamSize} = ${filters.teamSize}`);
  if (filters.language) conditions.push(sql`${columns.languages} @> ${toTextArray([filters.language])}`);
  if (filters.promo) conditions.push(sql`${columns.hasPromo}`);
  return conditions;
}

/**
 * The fallback for free text that no name, tag, service or category matched: full-text over the
 * companies' folded descriptions (prefix words), ordered by the same quality signals. Slower (it reads
 * company rows), so it runs only when the index found nothing.
 */
export async function searchDescriptions(
  db: Db,
  tsquery: string,
  filters: SearchFilters,
  within: string | null,
): Promise<{ ids: string[]; total: number }> {
  const where = and(
    isNotNull(companies.verifiedAt),
    sql`${companies.searchVector} @@ to_tsquery('simple', ${tsquery})`,
    ...filterConditions(companies, filters),
    within
      ? sql`${companyIdColumn} in (select w.company_id from search_postings w where w.term = ${within})`
      : undefined,
  );
  const quality = sql`(coalesce(${companies.verifiedRatingAvg}, 0) / 5.0) * ln(1 + ${companies.verifiedReviewCount}) / ln(51) * 0.5 + (case when ${companies.hasPremium} then 0.1 else 0 end)`;
  const rows = await db
    .select({ id: companies.id, total: sql<number>`(count(*) over ())::int` })
    .from(companies)
    .where(where)
    .orderBy(
      orderOf(filters.sort, {
        relevance: quality,
        ratingAvg: sql`${companies.verifiedRatingAvg}`,
        reviewCount: sql`${companies.verifiedReviewCount}`,
        responseMinutes: responseSortKey(companyIdColumn),
        id: companyIdColumn,
      }),
    )
    .limit(filters.limit)
    .offset(filters.offset);
  if (rows.length > 0 || filters.offset === 0) return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(companies).where(where);
  return { ids: [], total: count?.total ?? 0 };
}

function toTextArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
