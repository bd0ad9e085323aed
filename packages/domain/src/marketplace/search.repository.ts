import { createHash } from 'node:crypto';
import type { CompanySearchQuery } from '@tendero/contracts';
import { type Db, schema } from '@tendero/db';
import { and, asc, isNotNull, type SQL, sql } from 'drizzle-orm';
import { responseSortKey } from '../trust/index';
import { termInCity } from './listing.repository';

/** Qualified, because inside a subquery on users an unqualified "id" means users.id. */
const companyIdColumn = sql.raw('"companies"."id"');
const { companies, companyResponseFigures, searchPostings } = schema;

/** The search index version (search_state), read in the statement that reads what it versions. */
const version = sql<number | null>`(select version from search_state where id = 1)`;

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
 * The cards of the listed companies among the ids `ids` (a uuid[] expression) as one JSON text (read
 * with `parseCards`), and a fingerprint of them: each card's row versions (`xmin` of the company and of
 * its figures, which every update changes) and its contact rep, so it changes whenever anything a card
 * shows does, and costs a hash of a few hundred bytes instead of building and sending 12 KB.
 * Each card is a JSON array (`CardValues`) (keys repeated on every card cost PostgreSQL
 * ~0.03 ms a page to write), and carries its row versions, so a new page's fingerprint is computed from its
 * cards by `fingerprintOf` (the same text and hash as the SQL one): building it in PostgreSQL too, two
 * ordered aggregates and the marks' text, was a quarter of a cold filter search's statement.
 */
function cardsOf(ids: SQL): { json: SQL<string>; fingerprint: SQL<string> } {
  const c = companies;
  const f = companyResponseFigures;
  // The first active sales rep (from its index); a one-person firm's manager who answers inquiries otherwise.
  const contactRep = sql`coalesce((select u.id from users u where u.company_id = ${c.id} and u.role = 'SALES_REP'
    and u.status = 'ACTIVE' and u.deleted_at is null order by u.created_at limit 1),
    (select u.id from users u where u.company_id = ${c.id} and u.role = 'MANAGER' and u.answers_inquiries
    and u.status = 'ACTIVE' and u.deleted_at is null order by u.created_at limit 1))`;
  const listed = sql`${c} left join ${f} on ${f.companyId} = ${c.id} and ${f.measure} = 'all'
    where ${c.verifiedAt} is not null and ${c.id} = any(${ids})`;
  const mark = sql`${c.id}::text || ':' || ${c}.xmin::text || ':' || coalesce(${f}.xmin::text, '-') || ':'
    || coalesce(${contactRep}, '-')`;
  const card = sql`json_build_array(${c.id}, ${c.name}, left(${c.description}, 240), ${c.logo}, ${c.city},
    ${c.country}, ${c.teamSize}, ${c.foundedYear}, ${c.services}, ${c.languages}, ${c.verifiedRatingAvg}, ${c.reviewCount},
    ${c.verifiedReviewCount}, ${c.hasPromo}, ${c.hasPremium}, ${c.titleId}, ${c.verifiedAt}, ${contactRep},
    ${f.events}, ${f.answered}, ${f.withinDay}, ${f.medianMinutes}, ${f.medianWorkingMinutes},
    ${c}.xmin, ${f}.xmin)`;
  return {
    json: sql<string>`(select coalesce(json_agg(${card}), '[]')::text from ${listed})`,
    fingerprint: sql<string>`(select md5(coalesce(string_agg(mark, ',' order by card_id), ''))
      from (select ${c.id} as card_id, ${mark} as mark from ${listed}) card)`,
  };
}

/**
 * The fingerprint of cards read by `cardsOf`, as its `fingerprint` computes it in SQL: md5 of each card's
 * "id:xmin:figures xmin or -:contact rep or -", in id order (a uuid's text sorts as its bytes), joined by
 * commas.
 */
export function fingerprintOf(cards: readonly CardRow[]): string {
  const marks = cards.map((card) => card.mark).sort();
  return createHash('md5').update(marks.join(','), 'utf8').digest('hex');
}

/** The cards of a page, as read with its ids (a cold page) or again (a cached one), and their fingerprint. */
export type PageCards = { rows: CardRow[]; fingerprint: string };

/**
 * The cards of a cached page and, read in the same statement (so from the same snapshot), the index
 * version: when it is still the one the page was cached at, the page is current. When the cards'
 * fingerprint is the one the caller already has, they are neither built nor sent: an unchanged page costs
 * PostgreSQL 20 key lookups and a hash. A prepared statement per database handle: the warm results page
 * runs it on every request, so it is neither built by Drizzle nor planned again by PostgreSQL each time
 * (planning this join took twice as long as running it).
 */
const cardsStatements = new WeakMap<Db, ReturnType<typeof prepareCards>>();

function prepareCards(db: Db) {
  const cards = cardsOf(sql`${sql.placeholder('ids')}::uuid[]`);
  return db
    .select({
      version,
      fingerprint: sql<string>`marks.fingerprint`,
      // CASE evaluates the subquery only when the fingerprint differs.
      json: sql<
        string | null
      >`case when marks.fingerprint = ${sql.placeholder('known')} then null else ${cards.json} end`,
    })
    .from(sql`(select ${cards.fingerprint} as fingerprint) marks`)
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
  /** The average of verified clients' reviews (the rating that counts); null without any. */
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
  /** What the fingerprint is made of: "id:xmin:figures xmin or -:contact rep or -". */
  mark: string;
};

/**
 * The cards of the listed companies among `ids` (unlisted ones are left out, in no particular order) and
 * their fingerprint, or only the fingerprint when it is `known` (the cards are unchanged); and the index
 * version read with them.
 */
export async function readCards(
  db: Db,
  ids: readonly string[],
  known = '',
): Promise<{ rows: CardRow[] | null; fingerprint: string; version: number | null }> {
  let statement = cardsStatements.get(db);
  if (!statement) {
    statement = prepareCards(db);
    cardsStatements.set(db, statement);
  }
  const [row] = await statement.execute({ ids, known });
  return {
    rows: row?.json != null ? parseCards(row.json) : null,
    fingerprint: row?.fingerprint ?? '',
    version: row?.version ?? null,
  };
}

/** A card as `cardsOf` writes it: its columns in this order, then the company's and its figures' xmin. */
type CardValues = [
  ...[
    CardRow['id'],
    CardRow['name'],
    CardRow['description'],
    CardRow['logo'],
    CardRow['city'],
    CardRow['country'],
    CardRow['teamSize'],
    CardRow['foundedYear'],
    CardRow['services'],
    CardRow['languages'],
    CardRow['ratingAvg'],
    CardRow['reviewCount'],
    CardRow['verifiedReviewCount'],
    CardRow['hasPromo'],
    CardRow['hasPremium'],
    CardRow['titleId'],
    CardRow['verifiedAt'],
    CardRow['contactRepId'],
    CardRow['responseEvents'],
    CardRow['responseAnswered'],
    CardRow['responseWithinDay'],
    CardRow['responseMedianMinutes'],
    CardRow['responseMedianWorkingMinutes'],
  ],
  companyVersion: string,
  figuresVersion: string | null,
];

/** The cards of `cardsOf`'s JSON, as rows (one object literal each, so every row has the same shape). */
export function parseCards(cards: string): CardRow[] {
  return (JSON.parse(cards) as CardValues[]).map(
    ([
      id,
      name,
      description,
      logo,
      city,
      country,
      teamSize,
      foundedYear,
      services,
      languages,
      ratingAvg,
      reviewCount,
      verifiedReviewCount,
      hasPromo,
      hasPremium,
      titleId,
      verifiedAt,
      contactRepId,
      responseEvents,
      responseAnswered,
      responseWithinDay,
      responseMedianMinutes,
      responseMedianWorkingMinutes,
      companyVersion,
      figuresVersion,
    ]) => ({
      id,
      name,
      description,
      logo,
      city,
      country,
      teamSize,
      foundedYear,
      services,
      languages,
      ratingAvg,
      reviewCount,
      verifiedReviewCount,
      hasPromo,
      hasPremium,
      titleId,
      verifiedAt,
      contactRepId,
      responseEvents,
      responseAnswered,
      responseWithinDay,
      responseMedianMinutes,
      responseMedianWorkingMinutes,
      mark: `${id}:${companyVersion}:${figuresVersion ?? '-'}:${contactRepId ?? '-'}`,
    }),
  );
}

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
 * A search's value in its prepared statement, as a placeholder (`shown`) or read through a subquery
 * (`hidden`): PostgreSQL then cannot see the value when it plans the statement for it, so the custom plans of
 * its first five runs cost what the generic plan costs, and it keeps the generic plan instead of planning
 * every run again (a page's LIMIT and OFFSET alone, seen as 20 and 0 in a custom plan and guessed as 10 %
 * of the range in the generic one, made PostgreSQL plan "service only" on every search: ~0.3 ms of 0.7).
 */
type Value = (name: string, type: 'text' | 'real' | 'bigint') => SQL;
const shown: Value = (name, type) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
const hidden: Value = (name, type) => sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
/** The values themselves, as parameters of a statement planned for them (not prepared). */
const inline =
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
function postingFilters(
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

type SortKeys = { relevance: SQL; ratingAvg: SQL; reviewCount: SQL; responseMinutes: SQL; id: SQL };
function orderOf(sort: SearchFilters['sort'], keys: SortKeys): SQL {
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

const postingKeys: SortKeys = {
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

function prepared<T>(
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

type FoundRow = { version: number | null; total: number | null; ids: string[] | null; json: string | null };

function foundOf(row: FoundRow | undefined): FoundIds {
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
function foundQuery(db: Db, result: SQL, withCards: boolean) {
  // "offset 0" keeps the subquery whole: pulled up, its ids array was computed again for each use.
  const found = sql`(${result} offset 0) as result`;
  return db
    .select({
      version,
      total: sql<number>`result.total::int`,
      ids: sql<string[]>`result.ids::text[]`,
      json: withCards ? sql<string>`${cardsOf(sql`result.ids`).json}` : sql<string | null>`null::text`,
    })
    .from(found);
}

function prepareFound(db: Db, name: string, result: SQL, withCards: boolean) {
  return foundQuery(db, result, withCards).prepare(name);
}

/**
 * The row of search_terms that counts the companies of a term ('all', 'c:…', 's:…') under `filters`: the
 * term's own without filters, the term's in the city with a city alone; null when none does.
 */
function countedRow(term: string, filters: Omit<SearchFilters, 'limit' | 'offset' | 'sort'>): string | null {
  const key = postingFilters(filters).key;
  return key === '' ? term : key === 'city' && filters.city ? termInCity(term, filters.city) : null;
}

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

/**
 * The companies of each name word taken as candidates, best first by the page's order, when the first
 * ones read (`wordTier`) do not settle the page: all of them up to 100,000 listed companies (the commonest
 * name word had 1,975); beyond, a word's companies after these are counted but not ranked.
 */
const defaultWordCandidates = 2000;

/**
 * How many companies of each name word are read first (at least four pages' worth): enough, when the
 * text names few catalogue terms, for the page to be proven exact from them (see `findByText`).
 */
const defaultWordTier = 128;

/** Free text read as search terms: the words of its name search, and the catalogue terms it names. */
export type TextTerms = {
  /** The folded words of the text (at most 8); each finds the name words it is, starts or resembles. */
  words: string[];
  /**
   * 'c:<category>' and 's:<service>' terms (each counts 1), each with the services that give it, and the
   * terms it implies (a service implies its category).
   */
  catalogue: { term: string; services: string[]; implies: string[] }[];
  /** A catalogue term every company found must also have (the category or service chosen beside the text), with its services. */
  within: { term: string; services: string[] } | null;
};

/**
 * Free text, in one statement. Relevance is, for each word of the text, the best of the company's name
 * words it finds — spelled as typed 4, one it starts 3, a typo's neighbour 1.5 — plus 1 for each catalogue
 * term the text names that the company has, plus its rank (quality and the Premium nudge, < 1). Two steps instead of grouping every posting of every term (12,000
 * for "ksiegowosc" at 100,000 companies, 15–20 ms):
 * - Candidates of the name words, weighed exactly: their name words from the postings, their catalogue
 *   terms from the services their name-word postings carry, so a company whose name has the words typed
 *   is never dropped for a better rated one that only offers the service. First the first `wordTier` of
 *   each word in the page's order. In another order than relevance they hold the page (each word's first
 *   `offset + limit` do). By relevance they do when `offset + limit` of them are complete (seen in every
 *   word that could still hold them) and more relevant than any company not fully read could be: one
 *   read in no word has at most, per word of the text, its best name word not read to the end, every
 *   catalogue term and the rank of the last posting read; one partly read, its weights so far plus, per
 *   word of the text, what a name word it may still be found in would add to its best. Else (a company of every catalogue term may be anywhere in rank order) all of
 *   each word's companies up to `defaultWordCandidates`, as before.
 * - Of each catalogue term (a category holds thousands) the first `offset + limit` in the page's order
 *   (one index range each), weighed by the catalogue terms they were found by and those imply (a service
 *   its category).
 * - Ranking of the candidates, one page of them.
 * Within one category and its services the page is exact. A company found by no name word and outside the
 * first `offset + limit` of every catalogue term it has is counted but not shown: what is shown is as
 * strong, unless it has several unrelated catalogue terms. The count is exact: the companies found by a
 * name word and by no catalogue term, plus those of the catalogue terms (a service inside a named
 * category adds none), from search_terms when nothing else filters. The name matches outside the
 * catalogue are counted from the candidates when they are all of them; else, for one name word and no
 * other filter, from search_terms (the word's row, less the word's row with the one category named);
 * else from the words' postings.
 */
export async function findByText(
  db: Db,
  text: TextTerms,
  filters: SearchFilters,
  options: { withCards: boolean; wordCandidates?: number; wordTier?: number },
): Promise<FoundIds> {
  const where = postingFilters(filters);
  const catalogue = text.catalogue.slice(0, 12);
  const within = text.within;
  const inCategories = new Set(catalogue.filter((entry) => entry.term.startsWith('c:')).map((entry) => entry.term));
  // The terms whose companies the count adds up: a service whose category is also named adds none.
  const roots = catalogue.filter((entry) => !entry.implies.some((term) => inCategories.has(term)));
  // One root's companies are a row of search_terms without other filters than a city.
  const rootRow = roots.length === 1 && !within ? countedRow(roots[0]?.term ?? '', filters) : null;
  const rootCount = roots.length === 0 ? 'none' : roots.length > 1 ? 'several' : rootRow === null ? 'one' : 'counted';
  // Without other filters, the companies of one name word outside the catalogue are rows of search_terms:
  // the word's, less (with one category as the root) the word's with that category.
  const wordOnlyCounted = !where.key && !within && (catalogue.length === 0 || rootCount === 'counted');
  const lessCategory = wordOnlyCounted && catalogue.length > 0 && (roots[0]?.term.startsWith('c:') ?? false);
  const wordOnlyShape = !wordOnlyCounted ? 'scan' : lessCategory ? 'less' : catalogue.length === 0 ? 'word' : 'scan';
  const shape = `text|${where.key}|${filters.sort}|${catalogue.length}|${within ? 'within' : ''}|${rootCount}|${wordOnlyShape}|${text.words.length}|${options.withCards}`;
  const candidates = filters.offset + filters.limit;
  const values: Record<string, unknown> = {
    ...filters,
    query: text.words,
    terms: catalogue.map((entry) => entry.term),
    impliedFrom: catalogue.flatMap((entry) => [entry.term, ...entry.implies].map(() => entry.term)),
    impliedTo: catalogue.flatMap((entry) => [entry.term, ...entry.implies]),
    roots: roots.map((entry) => entry.term),
    root: roots[0]?.term ?? '',
    rootRow: rootRow ?? '',
    within: within?.term ?? '',
    withinServices: within?.services ?? [],
    candidates,
    wordTier: Math.max(options.wordTier ?? Math.max(defaultWordTier, 4 * candidates), candidates),
    wordCandidates: Math.max(options.wordCandidates ?? defaultWordCandidates, candidates),
    catalogueServices: [...new Set(catalogue.flatMap((entry) => entry.services))],
  };
  catalogue.forEach((entry, index) => {
    values[`services${index}`] = entry.services;
  });
  const statement = prepared<FoundRow>(db, shape, (name) => {
    // How many of the catalogue terms a name-word posting's company has, from its services.
    const catalogueWeight = (alias: string) =>
      catalogue.length === 0
        ? sql`0`
        : sql.join(
            catalogue.map(
              (_, index) => sql`(${sql.raw(alias)}.services && ${sql.placeholder(`services${index}`)}::text[])::int`,
            ),
            sql` + `,
          );
    const inWithin = within
      ? sql`p.company_id in (select w.company_id from search_postings w where w.term = ${sql.placeholder('within')})`
      : sql`true`;
    const wordsInWithin = within ? sql`p.services && ${sql.placeholder('withinServices')}::text[]` : sql`true`;
    const notInCatalogue =
      catalogue.length === 0 ? sql`true` : sql`not (p.services && ${sql.placeholder('catalogueServices')}::text[])`;
    // For relevance, the first of every catalogue term; for another order, of every root (a service inside
    // a named category is part of it), in that order.
    const listed =
      filters.sort === 'relevance'
        ? sql`${sql.placeholder('terms')}::text[]`
        : sql`${sql.placeholder('roots')}::text[]`;
    const catalogueCount = {
      none: sql`0`,
      counted: sql`coalesce((select companies from search_terms where term = ${sql.placeholder('rootRow')}), 0)`,
      one: sql`(select count(*) from search_postings p
        where p.term = ${sql.placeholder('root')} and ${where.where()} and ${inWithin})`,
      several: sql`(select count(*) from (select p.company_id from search_postings p
        where p.term = any(${sql.placeholder('roots')}::text[]) and ${where.where()} and ${inWithin}
        group by p.company_id) roots)`,
    }[rootCount];
    const wordOrder = orderOf(filters.sort, {
      relevance: sql`weight + catalogue + rank`,
      ratingAvg: sql`rating_avg`,
      reviewCount: sql`review_count`,
      responseMinutes: sql`response_minutes`,
      id: sql`company_id`,
    });
    const order = orderOf(filters.sort, {
      relevance: sql`found.relevance`,
      ratingAvg: sql`found.rating_avg`,
      reviewCount: sql`found.review_count`,
      responseMinutes: sql`found.response_minutes`,
      id: sql`found.company_id`,
    });
    // The first `wordTier` settle the page by relevance when `candidates` of them are complete and above
    // every company not fully read (see above); in another order, always.
    // A company read in no word reaches at most, per query word, its best alternative not read to the end,
    // plus every catalogue term and the rank of the last posting read (null when every word was read).
    const tierSettles =
      filters.sort === 'relevance'
        ? sql`(select count(*) >= ${sql.placeholder('candidates')} from tier_bounds
            where missing = 0 and relevance > (select greatest(
              (select sum(best) from (select max(a.weight) as best from word_edges e
                join alternatives a on a.term = e.term where e.open group by a.i) open_best)
                + ${catalogue.length} + (select max(last_rank) from word_edges where open),
              (select max(relevance + missing) from tier_bounds where missing > 0))))`
        : sql`true`;
    // Per query word k (1..n), in one aggregate per company each (a grouping per company and query word
    // made the generic plan's estimates, and the hash tables sized from them, hundreds of times too big).
    const perWord = (each: (k: number) => SQL) =>
      Array.from({ length: Math.max(text.words.length, 1) }, (_, index) => each(index + 1));
    // What a company read in some words may still gain: per query word, the best alternative it may still
    // be found in (a word not read to the end, its rank not above the word's last) above its best so far.
    const tierBounds =
      filters.sort === 'relevance'
        ? sql`tier_reach as (
            select h.company_id, ${sql.join(
              perWord(
                (k) => sql`max(a.weight) filter (where a.i = ${sql.raw(String(k))}) as reach${sql.raw(String(k))}`,
              ),
              sql`, `,
            )}
            from tier_hits h join word_edges e on e.open and h.rank <= e.last_rank and not (e.term = any(h.terms))
            join alternatives a on a.term = e.term
            group by h.company_id
          ),
          tier_bounds as (
            select h.weight + h.catalogue + h.rank as relevance, ${sql.join(
              perWord(
                (k) =>
                  sql`greatest(coalesce(r.reach${sql.raw(String(k))}, 0) - coalesce(h.best${sql.raw(String(k))}, 0), 0)`,
              ),
              sql` + `,
            )} as missing
            from tier_hits h left join tier_reach r on r.company_id = h.company_id
          ),`
        : sql``;
    // Per company of `rows` (postings of name words, each with the company's catalogue weight and sort
    // columns): its best alternative of each query word (best1…bestN) and its weight, their sum, so
    // "partners" weighs a company named "Partners & Partnerzy" as its best word, not as both.
    const hitsOf = (rows: SQL) => {
      const columns = sql`max(r.catalogue) as catalogue, max(r.rank) as rank, max(r.rating_avg) as rating_avg,
        max(r.review_count) as review_count, min(r.response_minutes) as response_minutes, array_agg(r.term) as terms`;
      if (text.words.length <= 1) {
        return sql`select r.company_id, max(r.weight) as weight, max(r.weight) as best1, ${columns}
          from ${rows} r group by r.company_id`;
      }
      const best = perWord((k) => sql`max(a.weight) filter (where a.i = ${sql.raw(String(k))})`);
      return sql`select r.company_id, ${sql.join(
        best.map((max) => sql`coalesce(${max}, 0)`),
        sql` + `,
      )} as weight, ${sql.join(
        best.map((max, index) => sql`${max} as best${sql.raw(String(index + 1))}`),
        sql`, `,
      )}, ${columns}
        from ${rows} r join alternatives a on a.term = r.term group by r.company_id`;
    };
    // The name matches outside the catalogue, when the candidates are not all of them.
    // For one name word: its row of search_terms, less (one category as the root) the word's with it.
    const lessCategoryRow =
      wordOnlyShape === 'less'
        ? sql` - coalesce((select t.companies from words join search_terms t
            on t.term = words.term || ' ' || ${sql.placeholder('root')}), 0)`
        : sql``;
    const wordOnly =
      wordOnlyShape === 'scan'
        ? sql`(select companies from word_only)`
        : sql`(case when (select count(*) from words) = 1 then
          coalesce((select t.companies from words join search_terms t on t.term = words.term), 0)${lessCategoryRow}
          else (select companies from word_only) end)`;
    // The query words are read through a subquery, so a custom plan does not see how many there are: its
    // estimate is then the generic plan's, and after five runs PostgreSQL keeps the generic plan instead of
    // planning every search again (seen with the words seen as one: generic rejected, ~2.5 ms a search).
    // `prefix` is the upper end of the words a query word starts: word >= q and word < q || U+10FFFF. The
    // words are compared in byte order (search_words.word is "C"), their terms in the default collation
    // of search_postings and search_terms: a term in "C" found no index of search_terms (a 4 ms scan).
    return prepareFound(
      db,
      name,
      sql`with alternatives as (
          select q.i, ('w:' || found.word) collate "default" as term, max(case when found.word = q.word then 4
            when found.word >= q.word and found.word < q.word || chr(1114111) then 3 else 1.5 end)::real as weight
          from unnest((select ${sql.placeholder('query')}::text[])) with ordinality as q(word, i)
          cross join lateral (
            (select word from search_words where word >= q.word and word < q.word || chr(1114111) order by word limit 20)
            union
            (select word from search_words where length(q.word) >= 4 and word % q.word
              order by similarity(word, q.word) desc limit 5)
          ) as found
          group by q.i, found.word
        ),
        -- Each name word the text finds, with its best weight as an alternative of any query word.
        words as (select term, max(weight) as weight from alternatives group by term),
        word_list as (
          select coalesce(array_agg(term), '{}') as terms, coalesce(array_agg(weight), '{}') as weights from words
        ),
        -- The first wordTier postings of each name word in the page's order, weighed.
        word_tier as (
          select words.term, words.weight, c.company_id, c.catalogue, c.rank, c.rating_avg, c.review_count,
            c.response_minutes
          from words cross join lateral (
            select p.company_id, ${catalogueWeight('p')} as catalogue, p.rank, p.rating_avg, p.review_count,
              p.response_minutes
            from search_postings p where p.term = words.term and ${where.where()} and ${wordsInWithin}
            order by ${orderOf(filters.sort, postingKeys)} limit ${sql.placeholder('wordTier')}
          ) c
        ),
        -- Per name word: whether it has postings beyond those read ("open"), and the last one's rank.
        word_edges as (
          select words.term, words.weight, count(t.company_id) >= ${sql.placeholder('wordTier')} as open,
            min(t.rank) as last_rank
          from words left join word_tier t on t.term = words.term
          group by words.term, words.weight
        ),
        tier_hits as (${hitsOf(sql`word_tier`)}),
        ${tierBounds}
        tier_check as (
          select not exists (select from word_edges where open) as complete, ${tierSettles} as settles
        ),
        -- Every posting of each word up to wordCandidates, read only when the tier does not settle the page.
        word_all as (
          select words.term, words.weight, c.company_id, c.catalogue, c.rank, c.rating_avg, c.review_count,
            c.response_minutes
          from words cross join lateral (
            select p.company_id, ${catalogueWeight('p')} as catalogue, p.rank, p.rating_avg, p.review_count,
              p.response_minutes
            from search_postings p where p.term = words.term and ${where.where()} and ${wordsInWithin}
            order by ${orderOf(filters.sort, postingKeys)} limit ${sql.placeholder('wordCandidates')}
          ) c
          where not (select complete or settles from tier_check)
        ),
        -- The tier's candidates when they settle the page, else all of them.
        word_hits as (
          select company_id, weight, catalogue, rank, rating_avg, review_count, response_minutes
          from tier_hits where (select complete or settles from tier_check)
          union all
          select company_id, weight, catalogue, rank, rating_avg, review_count, response_minutes
          from (${hitsOf(sql`word_all`)}) whole
        ),
        word_count as (
          select count(*) filter (where catalogue = 0) as companies, (select count(*) from word_all) as postings
          from word_hits
        ),
        -- Needed only when the candidates are not every name match.
        word_only as (
          select count(*) as companies from (
            select p.company_id from word_list l join search_postings p on p.term = any(l.terms)
            where ${where.where()} and ${wordsInWithin} and ${notInCatalogue}
            group by p.company_id
          ) found
        ),
        catalogue_hits as (
          select c.company_id, count(distinct implied.term) as catalogue, max(c.rank) as rank,
            max(c.rating_avg) as rating_avg, max(c.review_count) as review_count,
            min(c.response_minutes) as response_minutes
          from unnest(${listed}) as t(term)
          cross join lateral (
            select p.company_id, p.rank, p.rating_avg, p.review_count, p.response_minutes
            from search_postings p where p.term = t.term and ${where.where()} and ${inWithin}
            order by ${orderOf(filters.sort, postingKeys)} limit ${sql.placeholder('candidates')}
          ) c
          join unnest(${sql.placeholder('impliedFrom')}::text[], ${sql.placeholder('impliedTo')}::text[])
            as implied(source, term) on implied.source = t.term
          group by c.company_id
        ),
        -- The first offset + limit of the name matches and the catalogue candidates; a company in both
        -- keeps its name match's relevance (never lower). One cut off the name matches' first ones ranks
        -- below all of them, so below this page too.
        found as (
          select company_id, max(relevance) as relevance, max(rating_avg) as rating_avg,
            max(review_count) as review_count, min(response_minutes) as response_minutes
          from (
            (select company_id, weight + catalogue + rank as relevance, rating_avg, review_count, response_minutes
              from word_hits order by ${wordOrder} limit ${sql.placeholder('candidates')})
            union all
            select company_id, catalogue + rank, rating_avg, review_count, response_minutes from catalogue_hits
          ) hits
          group by company_id
        )
        select (case when (select complete from tier_check)
              then (select count(*) filter (where catalogue = 0) from tier_hits)
            when not (select settles from tier_check)
              and (select postings from word_count) < ${sql.placeholder('wordCandidates')}
              then (select companies from word_count)
            else ${wordOnly} end) + ${catalogueCount} as total,
          array(select found.company_id from found order by ${order}
            limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) as ids`,
      options.withCards,
    );
  });
  return foundOf((await statement.execute(values))[0]);
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
