import { type Db, schema, withTransaction } from '@tendero/db';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { findService } from '../catalog/index';
import { responseSortKey } from '../trust/index';
import { foldText } from './search-text';

const { companies, searchPostings, searchState } = schema;

/** Legal forms and joining words that find nothing useful on their own. */
const stopWords = new Set([
  'sp',
  'z',
  'o',
  'oo',
  'sa',
  'sc',
  'spk',
  'sk',
  'ska',
  'gmbh',
  'ag',
  'kg',
  'ltd',
  'llc',
  'inc',
]);

type ListedCompany = {
  id: string;
  name: string;
  tags: string[];
  services: string[];
  city: string | null;
  country: string | null;
  teamSize: string | null;
  languages: string[];
  hasPromo: boolean;
  hasPremium: boolean;
  ratingAvg: number | null;
  reviewCount: number;
  verifiedRatingAvg: number | null;
  verifiedReviewCount: number;
  /** The "answers fastest" key (trust figures); null: not enough data. */
  responseMinutes: number | null;
};

/** The words a company's name and tags are found by, folded: "Księgowość Nowak sp. z o.o." → księgowość, nowak. */
export function nameWords(name: string, tags: readonly string[]): string[] {
  const words = new Set<string>();
  for (const word of foldText([name, ...tags].join(' ')).split(' ')) {
    if (word.length >= 2 && !stopWords.has(word)) words.add(word);
  }
  return [...words].slice(0, 40);
}

/** Every term a listed company is found by: all, its categories, its services and its name words. */
export function termsOf(company: Pick<ListedCompany, 'name' | 'tags' | 'services'>): string[] {
  const terms = new Set<string>(['all']);
  for (const slug of company.services) {
    const found = findService(slug);
    if (!found) continue;
    terms.add(`c:${found.category.slug}`);
    terms.add(`s:${slug}`);
  }
  for (const word of nameWords(company.name, company.tags)) terms.add(`w:${word}`);
  return [...terms];
}

/**
 * search_terms' key for the listed companies of a term in one city: 'c:accounting-payroll city:warszawa'
 * (a space is never part of a term), so a page filtered by a city alone counts from one row (decision 0022).
 */
export function termInCity(term: string, city: string): string {
  return `${term} city:${city}`;
}

/**
 * What search_terms counts for a company with `terms` in `city`: each term; each pair of a name word and a
 * category it has ('w:<word> c:<category>'), so free text knows without a scan how many companies of a
 * name word are outside the category it names; and each term but the name words in its city (a word in
 * every city would be a row per word and city, for a filter free text does not count from rows).
 */
export function countedTerms(terms: readonly string[], city: string | null): string[] {
  const words = terms.filter((term) => term.startsWith('w:'));
  const categories = terms.filter((term) => term.startsWith('c:'));
  const inCity =
    city === null ? [] : terms.filter((term) => !term.startsWith('w:')).map((term) => termInCity(term, city));
  return [...terms, ...words.flatMap((word) => categories.map((category) => `${word} ${category}`)), ...inCity];
}

/**
 * Relevance among equals: quality from verified reviews only (average × log of their count, 50 reviews
 * = full weight) and a small, labelled Premium nudge that never lists anyone.
 */
export function rankOf(company: Pick<ListedCompany, 'verifiedRatingAvg' | 'verifiedReviewCount' | 'hasPremium'>) {
  const quality = ((company.verifiedRatingAvg ?? 0) / 5) * (Math.log(1 + company.verifiedReviewCount) / Math.log(51));
  return quality * 0.5 + (company.hasPremium ? 0.1 : 0);
}

const listedColumns = {
  id: companies.id,
  name: companies.name,
  tags: companies.tags,
  services: companies.services,
  city: companies.city,
  country: companies.country,
  teamSize: companies.teamSize,
  languages: companies.languages,
  hasPromo: companies.hasPromo,
  hasPremium: companies.hasPremium,
  ratingAvg: companies.ratingAvg,
  reviewCount: companies.reviewCount,
  verifiedRatingAvg: companies.verifiedRatingAvg,
  verifiedReviewCount: companies.verifiedReviewCount,
  responseMinutes: responseSortKey(sql`${companies.id}`),
};

/**
 * Writes the postings and words of listed companies, and adds them to the counts per term: one statement
 * for a whole batch, each company passed as one row of parallel arrays and expanded to its terms in the
 * database.
 */
async function writePostings(db: Db, batch: ListedCompany[], options = { count: true }): Promise<void> {
  if (batch.length === 0) return;
  const column = <T>(pick: (company: ListedCompany) => T) => sql.param(batch.map(pick));
  await db.execute(sql`
    with written as (insert into search_postings
      (term, company_id, city, country, team_size, languages, has_promo, rating_avg, review_count, rank,
        response_minutes, services)
    select t.term, c.id, c.city, c.country, c.team_size, string_to_array(c.languages, '|'), c.has_promo,
      c.rating_avg, c.review_count, c.rank, c.response_minutes,
      case when t.term like 'w:%' then string_to_array(c.services, '|') end
    from unnest(${column((c) => c.id)}::uuid[], ${column((c) => termsOf(c).join('|'))}::text[],
      ${column((c) => c.city)}::text[], ${column((c) => c.country)}::text[], ${column((c) => c.teamSize)}::text[],
      ${column((c) => c.languages.join('|'))}::text[], ${column((c) => c.hasPromo)}::boolean[],
      ${column((c) => c.verifiedRatingAvg)}::real[], ${column((c) => c.verifiedReviewCount)}::int[], ${column(rankOf)}::real[],
      ${column((c) => c.responseMinutes)}::real[], ${column((c) => c.services.join('|'))}::text[])
      as c(id, terms, city, country, team_size, languages, has_promo, rating_avg, review_count, rank,
        response_minutes, services),
      unnest(string_to_array(c.terms, '|')) as t(term)
    returning term, company_id, city),
    -- As countedTerms: the terms, each company's pairs of a name word and a category, and the terms but
    -- the name words in the company's city.
    counted as (
      select term from written
      union all
      select w.term || ' ' || c.term from written w join written c on c.company_id = w.company_id
      where w.term like 'w:%' and c.term like 'c:%'
      union all
      select term || ' city:' || city from written where term not like 'w:%' and city is not null)
    insert into search_terms (term, companies) select term, count(*) from counted where ${options.count}
    group by term on conflict (term) do update set companies = search_terms.companies + excluded.companies`);
  const words = [...new Set(batch.flatMap((c) => nameWords(c.name, c.tags)))];
  await db.execute(
    sql`insert into search_words (word) select unnest(${sql.param(words)}::text[]) on conflict do nothing`,
  );
}

/** Marks the index changed, so results cached at an earlier version are not served again. */
async function bumpVersion(db: Db): Promise<void> {
  await db
    .insert(searchState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: searchState.id, set: { version: sql`${searchState.version} + 1` } });
}

/**
 * Rewrites one company's postings from its row: none when it is not listed (unverified). Called after
 * every change of what search reads (profile, promos, reviews, verification, Premium).
 */
export async function refreshListing(db: Db, companyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(searchPostings)
      .where(eq(searchPostings.companyId, companyId))
      .returning({ term: searchPostings.term, city: searchPostings.city });
    const listed = await tx
      .select(listedColumns)
      .from(companies)
      .where(and(eq(companies.id, companyId), isNotNull(companies.verifiedAt)));
    await writePostings(tx, listed, { count: false });
    // The counts per term move by the difference, in one statement in term order: two writers lock the
    // shared terms' rows ('all', a category) in the same order, so they never wait for each other in a circle.
    const delta = new Map<string, number>();
    // A company's postings all carry its city, so the first removed one's is the city it was counted in.
    const wasCounted = countedTerms(
      removed.map((row) => row.term),
      removed[0]?.city ?? null,
    );
    for (const term of wasCounted) delta.set(term, (delta.get(term) ?? 0) - 1);
    for (const company of listed) {
      for (const term of countedTerms(termsOf(company), company.city)) delta.set(term, (delta.get(term) ?? 0) + 1);
    }
    const moved = [...delta].filter(([, by]) => by !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (moved.length > 0) {
      await tx.execute(sql`insert into search_terms (term, companies)
        select * from unnest(${sql.param(moved.map(([term]) => term))}::text[], ${sql.param(moved.map(([, by]) => by))}::int[])
        order by 1
        on conflict (term) do update set companies = search_terms.companies + excluded.companies`);
    }
    await bumpVersion(tx);
  });
}

/** Builds the whole index from the companies table (after a bulk load, or the first start after the migration). */
export async function rebuildListings(db: Db, batchSize = 5000): Promise<number> {
  await db.execute(sql`truncate search_postings, search_terms`);
  let after = '00000000-0000-0000-0000-000000000000';
  let listed = 0;
  for (;;) {
    const batch = await db
      .select(listedColumns)
      .from(companies)
      .where(and(isNotNull(companies.verifiedAt), gt(companies.id, after)))
      .orderBy(asc(companies.id))
      .limit(batchSize);
    if (batch.length === 0) break;
    await writePostings(db, batch);
    listed += batch.length;
    after = batch.at(-1)?.id ?? after;
  }
  await bumpVersion(db);
  return listed;
}

/** The index's version, or null when it has never been built (a database from before it existed). */
export async function listingVersion(db: Db): Promise<number | null> {
  const [row] = await db.select({ version: searchState.version }).from(searchState).where(eq(searchState.id, 1));
  return row?.version ?? null;
}

/**
 * Builds the index once for a database that has never had it (created before the index existed), under a
 * lock so that several processes starting together build it once. Answers the version.
 */
export async function ensureListings(db: Db): Promise<number> {
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`lock table search_state in exclusive mode`);
    const version = await listingVersion(tx);
    if (version !== null) return version;
    await rebuildListings(tx);
    return (await listingVersion(tx)) ?? 0;
  });
}
