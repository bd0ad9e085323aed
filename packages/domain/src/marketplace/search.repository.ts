import type { CompanySearchQuery } from '@tendero/contracts';
import { type Db, schema } from '@tendero/db';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../shared/rows';
import { responseSortKey } from '../trust/index';

/** Qualified, because inside a subquery on users an unqualified "id" means users.id. */
const companyIdColumn = sql.raw('"companies"."id"');
const { companies, companyResponseFigures, searchPostings } = schema;

export type SearchFilters = Pick<
  CompanySearchQuery,
  'city' | 'country' | 'minRating' | 'teamSize' | 'language' | 'promo' | 'sort'
> & {
  /**
   * What is searched for, as search terms ('all', 'c:<category>', 's:<service>', 'w:<word>'); with several,
   * a company matching more of them, and better (see `weights`), ranks higher.
   */
  terms: string[];
  /** How much a hit on a term counts (default 1): a name word the text spells exactly counts most. */
  weights?: Record<string, number>;
  /** A term the company must also have: the category or service chosen beside free text. */
  within: string | null;
  limit: number;
  offset: number;
};
/**
 * The cards of listed companies as one JSON text (read with `parseCards`), a fingerprint of them, and the
 * search index version read in the same statement (so from the same snapshot). The fingerprint hashes each
 * card's row versions (`xmin` of the company and of its figures, which every update changes) and its
 * contact rep, so it changes whenever anything a card shows does. When it is the one the caller already
 * has, the cards are neither built nor sent: an unchanged page costs PostgreSQL 20 key lookups and a hash
 * of a few hundred bytes. A prepared statement per database handle: the warm results page runs it on
 * every request, so it is neither built by Drizzle nor planned again by PostgreSQL each time (planning
 * this join took twice as long as running it).
 */
const cardsStatements = new WeakMap<Db, ReturnType<typeof prepareCards>>();

function prepareCards(db: Db) {
  const c = companies;
  const f = companyResponseFigures;
  const contactRep = sql`(select u.id from users u where u.company_id = ${c.id} and u.role = 'SALES_REP'
    and u.status = 'ACTIVE' and u.deleted_at is null order by u.created_at limit 1)`;
  const listed = sql`${c} left join ${f} on ${f.companyId} = ${c.id} and ${f.measure} = 'all'
    where ${c.verifiedAt} is not null and ${c.id} = any(${sql.placeholder('ids')}::uuid[])`;
  const cards = sql`select coalesce(json_agg(card order by card.id), '[]')::text from (
    select ${c.id} as "id", ${c.name} as "name", left(${c.description}, 240) as "description",
      ${c.logo} as "logo", ${c.city} as "city", ${c.country} as "country", ${c.teamSize} as "teamSize",
      ${c.foundedYear} as "foundedYear", ${c.services} as "services", ${c.languages} as "languages",
      ${c.ratingAvg} as "ratingAvg", ${c.reviewCount} as "reviewCount",
      ${c.verifiedReviewCount} as "verifiedReviewCount", ${c.hasPromo} as "hasPromo",
      ${c.hasPremium} as "hasPremium", ${c.titleId} as "titleId", ${c.verifiedAt} as "verifiedAt",
      ${contactRep} as "contactRepId",
      ${f.events} as "responseEvents", ${f.answered} as "responseAnswered", ${f.withinDay} as "responseWithinDay",
      ${f.medianMinutes} as "responseMedianMinutes", ${f.medianWorkingMinutes} as "responseMedianWorkingMinutes"
    from ${listed}) card`;
  const marks = sql`(select md5(coalesce(string_agg(${c.id}::text || ':' || ${c}.xmin::text || ':'
      || coalesce(${f}.xmin::text, '-') || ':' || coalesce(${contactRep}, '-'), ',' order by ${c.id}), '')) as fingerprint
    from ${listed}) marks`;
  const known = sql.placeholder('known');
  return db
    .select({
      version: sql<number | null>`(select version from search_state where id = 1)`,
      fingerprint: sql<string>`marks.fingerprint`,
      // CASE evaluates the subquery only when the fingerprint differs.
      cards: sql<string | null>`case when marks.fingerprint = ${known} then null else (${cards}) end`,
    })
    .from(marks)
    .prepare('marketplace_cards');
}

/** A company card's facts as `readCards` returns them. */
export type CardRow = {
  id: string;
  name: string;
  description: string;
  logo: string | null;
  city: string | null;
  country: string | null;
  teamSize: string | null;
  foundedYear: number | null;
  services: string[];
  languages: string[];
  ratingAvg: number | null;
  reviewCount: number;
  verifiedReviewCount: number;
  hasPromo: boolean;
  hasPremium: boolean;
  titleId: string | null;
  /** A timestamp as PostgreSQL writes it in JSON (with the session's offset); never null for a listed company. */
  verifiedAt: string;
  contactRepId: string | null;
  /** The response figures over offers and chats (trust), from the left-joined row of measure 'all'. */
  responseEvents: number | null;
  responseAnswered: number | null;
  responseWithinDay: number | null;
  responseMedianMinutes: number | null;
  responseMedianWorkingMinutes: number | null;
};

/**
 * The cards of the listed companies among `ids` (unlisted ones are left out, in no particular order) as
 * JSON text and its fingerprint, or only the fingerprint when it is `known` (the cards are unchanged);
 * and the index version read with them.
 */
export async function readCards(
  db: Db,
  ids: readonly string[],
  known = '',
): Promise<{ cards: string | null; fingerprint: string; version: number | null }> {
  let statement = cardsStatements.get(db);
  if (!statement) {
    statement = prepareCards(db);
    cardsStatements.set(db, statement);
  }
  const [row] = await statement.execute({ ids, known });
  return { cards: row?.cards ?? null, fingerprint: row?.fingerprint ?? '', version: row?.version ?? null };
}

export function parseCards(cards: string): CardRow[] {
  return JSON.parse(cards) as CardRow[];
}

/** The filters of a results page, on either table that carries the filtered columns. */
function filterConditions(
  columns: typeof searchPostings | typeof companies,
  filters: Omit<SearchFilters, 'terms' | 'within' | 'limit' | 'offset' | 'sort'>,
): SQL[] {
  const conditions: SQL[] = [];
  if (filters.city) conditions.push(sql`${columns.city} = ${filters.city}`);
  if (filters.country) conditions.push(sql`${columns.country} = ${filters.country}`);
  if (filters.minRating) conditions.push(sql`${columns.ratingAvg} >= ${filters.minRating}`);
  if (filters.teamSize) conditions.push(sql`${columns.teamSize} = ${filters.teamSize}`);
  if (filters.language) conditions.push(sql`${columns.languages} @> ${toTextArray([filters.language])}`);
  if (filters.promo) conditions.push(sql`${columns.hasPromo}`);
  return conditions;
}

type SortKeys = { relevance: SQL; ratingAvg: SQL; reviewCount: SQL; responseMinutes: SQL; id: SQL };
function orderOf(sort: SearchFilters['sort'], keys: SortKeys): SQL {
  const order =
    sort === 'rating'
      ? [sql`${keys.ratingAvg} desc nulls last`, sql`${keys.reviewCount} desc`]
      : sort === 'reviews'
        ? [sql`${keys.reviewCount} desc`, sql`${keys.ratingAvg} desc nulls last`]
        : sort === 'response'
          ? // Answers fastest: measured figures only; Premium and rank never move a company ahead here.
            [sql`${keys.responseMinutes} asc nulls last`]
          : // "nulls last" as in the index (rank is never null), so a page is read in index order, not sorted.
            [sql`${keys.relevance} desc nulls last`];
  return sql.join([...order, sql`${keys.id} asc`], sql`, `);
}

/**
 * The ids of one results page, best first, and how many listed companies match. Reads the search index
 * only (listing.repository.ts): with one term, both are index-only scans of one btree range, in the order
 * of the page for relevance; with several (free text), the matching postings are grouped per company.
 */
export async function searchListed(db: Db, filters: SearchFilters): Promise<{ ids: string[]; total: number }> {
  const p = searchPostings;
  const where = and(
    filters.terms.length === 1 ? eq(p.term, filters.terms[0] as string) : inArray(p.term, filters.terms),
    ...filterConditions(p, filters),
    filters.within
      ? sql`${p.companyId} in (select w.company_id from search_postings w where w.term = ${filters.within})`
      : undefined,
  );
  if (filters.terms.length === 1) {
    const [page, [count]] = await Promise.all([
      db
        .select({ id: p.companyId })
        .from(p)
        .where(where)
        .orderBy(
          orderOf(filters.sort, {
            relevance: sql`${p.rank}`,
            ratingAvg: sql`${p.ratingAvg}`,
            reviewCount: sql`${p.reviewCount}`,
            responseMinutes: sql`${p.responseMinutes}`,
            id: sql`${p.companyId}`,
          }),
        )
        .limit(filters.limit)
        .offset(filters.offset),
      db.select({ total: sql<number>`count(*)::int` }).from(p).where(where),
    ]);
    return { ids: page.map((row) => row.id), total: count?.total ?? 0 };
  }
  const hits = db
    .select({
      id: sql<string>`${p.companyId}`.as('hit_id'),
      relevance: sql<number>`sum(coalesce((${JSON.stringify(filters.weights ?? {})}::jsonb ->> ${p.term})::real, 1))
        + max(${p.rank})`.as('hit_relevance'),
      ratingAvg: sql<number | null>`max(${p.ratingAvg})`.as('hit_rating_avg'),
      reviewCount: sql<number>`max(${p.reviewCount})`.as('hit_review_count'),
      responseMinutes: sql<number | null>`min(${p.responseMinutes})`.as('hit_response_minutes'),
    })
    .from(p)
    .where(where)
    .groupBy(p.companyId)
    .as('hits');
  const rows = await db
    .select({ id: hits.id, total: sql<number>`(count(*) over ())::int` })
    .from(hits)
    .orderBy(
      orderOf(filters.sort, {
        relevance: sql`${hits.relevance}`,
        ratingAvg: sql`${hits.ratingAvg}`,
        reviewCount: sql`${hits.reviewCount}`,
        responseMinutes: sql`${hits.responseMinutes}`,
        id: sql`${hits.id}`,
      }),
    )
    .limit(filters.limit)
    .offset(filters.offset);
  if (rows.length > 0 || filters.offset === 0) return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(hits);
  return { ids: [], total: count?.total ?? 0 };
}

/**
 * The fallback for free text that no name, tag, service or category matched: full-text over the
 * companies' folded descriptions (prefix words), ordered by the same quality signals. Slower (it reads
 * company rows), so it runs only when the index found nothing.
 */
export async function searchDescriptions(
  db: Db,
  tsquery: string,
  filters: Omit<SearchFilters, 'terms'>,
): Promise<{ ids: string[]; total: number }> {
  const where = and(
    isNotNull(companies.verifiedAt),
    sql`${companies.searchVector} @@ to_tsquery('simple', ${tsquery})`,
    ...filterConditions(companies, filters),
    filters.within
      ? sql`${companyIdColumn} in (select w.company_id from search_postings w where w.term = ${filters.within})`
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
        ratingAvg: sql`${companies.ratingAvg}`,
        reviewCount: sql`${companies.reviewCount}`,
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

/** Word lookups for free text: each query word's vocabulary words by prefix, and by trigram similarity (typos). */
export type WordMatch = { word: string; match: 'exact' | 'prefix' | 'typo' };

export async function expandWords(db: Db, words: string[]): Promise<WordMatch[]> {
  if (words.length === 0) return [];
  const result = await db.execute(sql`
    select found.word,
      min(case when found.word = q.word then 1 when found.word >= q.word and found.word < q.word || chr(1114111)
        then 2 else 3 end) as rank
    from unnest(${sql.param(words)}::text[]) as q(word)
    cross join lateral (
      (select word from search_words where word >= q.word and word < q.word || chr(1114111) order by word limit 20)
      union
      (select word from search_words where length(q.word) >= 4 and word % q.word
        order by similarity(word, q.word) desc limit 5)
    ) as found
    group by found.word`);
  const kinds = ['exact', 'prefix', 'typo'] as const;
  return rowsOf<{ word: string; rank: number }>(result).map((row) => ({
    word: row.word,
    match: kinds[Number(row.rank) - 1] ?? 'typo',
  }));
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
