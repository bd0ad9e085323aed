import type { CompanySearchQuery } from '@tendero/contracts';
import type { Db } from '@tendero/db';
import { type SQL, sql } from 'drizzle-orm';
import { termInCity } from './listing.repository';
import { cardsOf, fingerprintOf, type PageCards, parseCards } from './search-cards.repository';
import { searchVersion } from './search-version.repository';

/**
 * What the search statements share: the filters and sorts of a page as SQL on search_postings, the
 * prepared statement of each shape, and the answer row they all give (version, total, ids, cards).
 */

/** The filters and sort of a results page, and which rows of it. */
export type SearchFilters = Pick<
  CompanySearchQuery,
  'city' | 'country' | 'minRating' | 'teamSize' | 'language' | 'promo' | 'sort'
> & { limit: number; offset: number };

/**
 * What a search found: one page of ids, best first, how many match, the index version read with them, and
 * (when asked for) the page's cards read in the same statement.
 */
export type FoundIds = { ids: string[]; total: number; version: number | null; cards: PageCards | null };

/**
 * A search's value in its prepared statement, as a placeholder (`shown`) or read through a subquery
 * (`hidden`): PostgreSQL then cannot see the value when it plans the statement for it, so the custom plans of
 * its first five runs cost what the generic plan costs, and it keeps the generic plan instead of planning
 * every run again (a page's LIMIT and OFFSET alone, seen as 20 and 0 in a custom plan and guessed as 10 %
 * of the range in the generic one, made PostgreSQL plan "service only" on every search: ~0.3 ms of 0.7).
 */
export type Value = (name: string, type: 'text' | 'real' | 'bigint') => SQL;
export const shown: Value = (name, type) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
export const hidden: Value = (name, type) => sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
/** The values themselves, as parameters of a statement planned for them (not prepared). */
export const inline =
  (values: Record<string, unknown>): Value =>
  (name, type) =>
    sql`${values[name]}::${sql.raw(type)}`;

/** The filters of postings, each a condition on the alias `p` with a value named after the filter. */
const postingConditions = [
  ['city', (value: Value) => sql`p.city = ${value('city', 'text')}`],
  ['country', (value: Value) => sql`p.country = ${value('country', 'text')}`],
  ['minRating', (value: Value) => sql`p.rating_avg >= ${value('minRating', 'real')}`],
  ['teamSize', (value: Value) => sql`p.team_size = ${value('teamSize', 'text')}`],
  ['language', (value: Value) => sql`p.languages @> array[${value('language', 'text')}]`],
  ['promo', () => sql`p.has_promo`],
] as const;

/**
 * The filters a page has, for prepared statements: `key` says which ones (it names the statement), `where`
 * builds their conditions (only when the statement is prepared), with their values `shown` or `hidden`.
 */
export function postingFilters(
  filters: Omit<SearchFilters, 'limit' | 'offset' | 'sort'>,
  value: Value = shown,
): { where: () => SQL; key: string } {
  const present = postingConditions.filter(([name]) => Boolean(filters[name]));
  return {
    key: present.map(([name]) => name).join(','),
    where: () =>
      present.length > 0
        ? sql.join(
            present.map(([, condition]) => condition(value)),
            sql` and `,
          )
        : sql`true`,
  };
}

export type SortKeys = { relevance: SQL; ratingAvg: SQL; reviewCount: SQL; responseMinutes: SQL; id: SQL };
export function orderOf(sort: SearchFilters['sort'], keys: SortKeys): SQL {
  const order =
    sort === 'rating'
      ? // "nulls last" on the review count too (never null), as in search_postings_rating_idx.
        [sql`${keys.ratingAvg} desc nulls last`, sql`${keys.reviewCount} desc nulls last`]
      : sort === 'reviews'
        ? [sql`${keys.reviewCount} desc nulls last`, sql`${keys.ratingAvg} desc nulls last`]
        : sort === 'response'
          ? // Answers fastest: measured figures only; Premium and rank never move a company ahead here.
            [sql`${keys.responseMinutes} asc nulls last`]
          : // "nulls last" as in the index (rank is never null), so a page is read in index order, not sorted.
            [sql`${keys.relevance} desc nulls last`];
  return sql.join([...order, sql`${keys.id} asc`], sql`, `);
}

export const postingKeys: SortKeys = {
  relevance: sql`p.rank`,
  ratingAvg: sql`p.rating_avg`,
  reviewCount: sql`p.review_count`,
  responseMinutes: sql`p.response_minutes`,
  id: sql`p.company_id`,
};

/**
 * Prepared statements by shape (which filters, which sort, how many catalogue terms): the values are
 * placeholders, so a search neither builds its SQL with Drizzle nor has PostgreSQL plan it again. A
 * statement's name is its shape's number in this process, the same on every connection.
 */
const shapeNames = new Map<string, string>();
const statements = new WeakMap<Db, Map<string, { execute: (values: Record<string, unknown>) => Promise<unknown[]> }>>();

export function prepared<T>(
  db: Db,
  shape: string,
  build: (name: string) => { execute: (values: Record<string, unknown>) => Promise<T[]> },
) {
  let name = shapeNames.get(shape);
  if (!name) {
    name = `search_${shapeNames.size + 1}`;
    shapeNames.set(shape, name);
  }
  let byShape = statements.get(db);
  if (!byShape) {
    byShape = new Map();
    statements.set(db, byShape);
  }
  let statement = byShape.get(shape);
  if (!statement) {
    statement = build(name);
    byShape.set(shape, statement);
  }
  return statement as { execute: (values: Record<string, unknown>) => Promise<T[]> };
}

export type FoundRow = { version: number | null; total: number | null; ids: string[] | null; json: string | null };

export function foundOf(row: FoundRow | undefined): FoundIds {
  const rows = row?.json != null ? parseCards(row.json) : null;
  return {
    ids: row?.ids ?? [],
    total: row?.total ?? 0,
    version: row?.version ?? null,
    cards: rows ? { rows, fingerprint: fingerprintOf(rows) } : null,
  };
}

/**
 * The statement's answer: the version, and from `result` (a subquery with `total` and `ids`, uuid[]) the
 * total, the ids and, with `withCards`, the page's cards: a cold page in one round trip.
 */
export function foundQuery(db: Db, result: SQL, withCards: boolean) {
  // "offset 0" keeps the subquery whole: pulled up, its ids array was computed again for each use.
  const found = sql`(${result} offset 0) as result`;
  return db
    .select({
      version: searchVersion,
      total: sql<number>`result.total::int`,
      ids: sql<string[]>`result.ids::text[]`,
      json: withCards ? sql<string>`${cardsOf(sql`result.ids`).json}` : sql<string | null>`null::text`,
    })
    .from(found);
}

export function prepareFound(db: Db, name: string, result: SQL, withCards: boolean) {
  return foundQuery(db, result, withCards).prepare(name);
}

/**
 * The row of search_terms that counts the companies of a term ('all', 'c:…', 's:…') under `filters`: the
 * term's own without filters, the term's in the city with a city alone; null when none does.
 */
export function countedRow(term: string, filters: Omit<SearchFilters, 'limit' | 'offset' | 'sort'>): string | null {
  const key = postingFilters(filters).key;
  return key === '' ? term : key === 'city' && filters.city ? termInCity(term, filters.city) : null;
}
