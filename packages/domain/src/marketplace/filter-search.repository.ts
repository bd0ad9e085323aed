import type { Db } from '@tendero/db';
import { sql } from 'drizzle-orm';
import {
  countedRow,
  type FoundIds,
  type FoundRow,
  foundOf,
  foundQuery,
  hidden,
  inline,
  orderOf,
  postingFilters,
  postingKeys,
  prepared,
  prepareFound,
  type SearchFilters,
  type Value,
} from './search-statement.repository';

/**
 * The most of a term's companies in one city that a search in another order than relevance reads and sorts
 * itself (the city's index-only range: ~0.5 ms of PostgreSQL a thousand entries) rather than have its
 * statement parsed and planned for the city's values (~0.35 ms at every search, then the order's index read
 * until 20 are in the city). Warszawa's 974 accountants at 100,000 companies are read; its 9,900 at 1,000,000
 * are planned for.
 */
export const cityRangeLimit = 2000;

/**
 * The listed companies of one term ('all', 'c:<category>' or 's:<service>'), one page of them and how
 * many, in one statement: the page is the first entries of one btree range (rank, rating or response
 * order, with the filters checked on the index's columns); the count is a row of search_terms without
 * other filters than a city, else an index-only scan of the range.
 */
export async function findListed(
  db: Db,
  term: string,
  filters: SearchFilters,
  options: { withCards: boolean; cityRangeLimit?: number },
): Promise<FoundIds> {
  const counted = countedRow(term, filters);
  const values: Record<string, unknown> = {
    ...filters,
    term,
    counted,
    cityRange: options.cityRangeLimit ?? cityRangeLimit,
  };
  /** With `gated`, the page's ids only when the counted total is at most `cityRange` (else null). */
  const result = (value: Value, gated = false) => {
    const where = postingFilters(filters, value);
    const total =
      counted === null
        ? sql`(select count(*) from search_postings p where p.term = ${value('term', 'text')} and ${where.where()})`
        : sql`coalesce((select companies from search_terms where term = ${value('counted', 'text')}), 0)`;
    const ids = sql`array(select p.company_id from search_postings p
        where p.term = ${value('term', 'text')} and ${where.where()}
        order by ${orderOf(filters.sort, postingKeys)}
        limit ${value('limit', 'bigint')} offset ${value('offset', 'bigint')})`;
    return sql`select ${total} as total, ${gated ? sql`case when ${total} <= ${value('cityRange', 'bigint')} then ${ids} end` : ids} as ids`;
  };
  // A city with another order than relevance: which way is cheaper depends on how many of the term's
  // companies are in that city. Warszawa's 9,900 accountants (at 1,000,000 companies) are found by reading
  // the order's index until 20 are in the city (~130 entries); a small town's few by reading the city's range
  // and sorting it. The generic plan guesses ~150 companies for any term and city, so it always reads and
  // sorts the whole city range (decision 0022). With the city alone the count is known (a row of
  // search_terms): up to `cityRangeLimit` the prepared statement reads the range; beyond, it answers no ids
  // (its range never read) and the statement is planned for the city's values.
  if (filters.city && filters.sort !== 'relevance') {
    if (counted !== null) {
      const shape = `term|${postingFilters(filters).key}|${filters.sort}|city-range|${options.withCards}`;
      const statement = prepared<FoundRow>(db, shape, (name) =>
        prepareFound(db, name, result(hidden, true), options.withCards),
      );
      const row = (await statement.execute(values))[0];
      if (row?.ids != null) return foundOf(row);
    }
    return foundOf((await foundQuery(db, result(inline(values)), options.withCards))[0]);
  }
  // Every value hidden from the planner, so the statement keeps its generic plan (see `hidden`).
  const shape = `term|${postingFilters(filters).key}|${filters.sort}|${counted !== null}|${options.withCards}`;
  const statement = prepared<FoundRow>(db, shape, (name) => prepareFound(db, name, result(hidden), options.withCards));
  return foundOf((await statement.execute(values))[0]);
}
