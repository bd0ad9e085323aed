import { type SQL, sql } from 'drizzle-orm';
import { orderOf, type postingFilters, postingKeys, type SearchFilters } from './search-statement.repository';

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
 * How the count of a text search is read: how many catalogue terms add companies (`rootCount`: none, one
 * counted by a row of search_terms, one counted from its postings, several), and the name matches outside
 * the catalogue (`wordOnlyShape`: a name word's row of search_terms, that less its row with the one category
 * named, or a scan of the words' postings).
 */
export type TextPlan = {
  words: string[];
  /** The catalogue terms the text names (at most 12). */
  catalogue: TextTerms['catalogue'];
  within: TextTerms['within'];
  /** The terms whose companies the count adds up: a service whose category is also named adds none. */
  roots: TextTerms['catalogue'];
  /** One root's row of search_terms, when it counts its companies under the filters. */
  rootRow: string | null;
  rootCount: 'none' | 'one' | 'counted' | 'several';
  wordOnlyShape: 'scan' | 'less' | 'word';
  /** Which filters the page has (names the statement) and their conditions on postings. */
  where: ReturnType<typeof postingFilters>;
  sort: SearchFilters['sort'];
};

/**
 * The SQL of a free-text search (see `findByText`), one common table expression group at a time: the name
 * words the text finds, the first `wordTier` postings of each and whether they settle the page, every
 * posting of each word when they do not, the catalogue terms' first ones, and the page with its count.
 */

/** The conditions on postings `p` that the filter term (`within`) and the catalogue terms add. */
type TextConditions = { inWithin: SQL; wordsInWithin: SQL; notInCatalogue: SQL };

function conditionsOf(plan: TextPlan): TextConditions {
  return {
    inWithin: plan.within
      ? sql`p.company_id in (select w.company_id from search_postings w where w.term = ${sql.placeholder('within')})`
      : sql`true`,
    wordsInWithin: plan.within ? sql`p.services && ${sql.placeholder('withinServices')}::text[]` : sql`true`,
    notInCatalogue:
      plan.catalogue.length === 0
        ? sql`true`
        : sql`not (p.services && ${sql.placeholder('catalogueServices')}::text[])`,
  };
}

/** How many of the catalogue terms a name-word posting's company has, from its services. */
function catalogueWeight(plan: TextPlan, alias: string): SQL {
  return plan.catalogue.length === 0
    ? sql`0`
    : sql.join(
        plan.catalogue.map(
          (_, index) => sql`(${sql.raw(alias)}.services && ${sql.placeholder(`services${index}`)}::text[])::int`,
        ),
        sql` + `,
      );
}

/** How many companies the catalogue terms add to the count (see `TextPlan.rootCount`). */
function catalogueCount(plan: TextPlan, { inWithin }: TextConditions): SQL {
  const where = plan.where;
  return {
    none: sql`0`,
    counted: sql`coalesce((select companies from search_terms where term = ${sql.placeholder('rootRow')}), 0)`,
    one: sql`(select count(*) from search_postings p
        where p.term = ${sql.placeholder('root')} and ${where.where()} and ${inWithin})`,
    several: sql`(select count(*) from (select p.company_id from search_postings p
        where p.term = any(${sql.placeholder('roots')}::text[]) and ${where.where()} and ${inWithin}
        group by p.company_id) roots)`,
  }[plan.rootCount];
}

/**
 * Per query word k (1..n), in one aggregate per company each (a grouping per company and query word
 * made the generic plan's estimates, and the hash tables sized from them, hundreds of times too big).
 */
function perWord(plan: TextPlan, each: (k: number) => SQL): SQL[] {
  return Array.from({ length: Math.max(plan.words.length, 1) }, (_, index) => each(index + 1));
}

/**
 * The first `wordTier` settle the page by relevance when `candidates` of them are complete and above
 * every company not fully read (see `findByText`); in another order, always.
 * A company read in no word reaches at most, per query word, its best alternative not read to the end,
 * plus every catalogue term and the rank of the last posting read (null when every word was read).
 */
function tierSettles(plan: TextPlan): SQL {
  return plan.sort === 'relevance'
    ? sql`(select count(*) >= ${sql.placeholder('candidates')} from tier_bounds
            where missing = 0 and relevance > (select greatest(
              (select sum(best) from (select max(a.weight) as best from word_edges e
                join alternatives a on a.term = e.term where e.open group by a.i) open_best)
                + ${plan.catalogue.length} + (select max(last_rank) from word_edges where open),
              (select max(relevance + missing) from tier_bounds where missing > 0))))`
    : sql`true`;
}

/**
 * What a company read in some words may still gain: per query word, the best alternative it may still
 * be found in (a word not read to the end, its rank not above the word's last) above its best so far.
 */
function tierBounds(plan: TextPlan): SQL {
  return plan.sort === 'relevance'
    ? sql`tier_reach as (
            select h.company_id, ${sql.join(
              perWord(
                plan,
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
                plan,
                (k) =>
                  sql`greatest(coalesce(r.reach${sql.raw(String(k))}, 0) - coalesce(h.best${sql.raw(String(k))}, 0), 0)`,
              ),
              sql` + `,
            )} as missing
            from tier_hits h left join tier_reach r on r.company_id = h.company_id
          ),`
    : sql``;
}

/**
 * Per company of `rows` (postings of name words, each with the company's catalogue weight and sort
 * columns): its best alternative of each query word (best1…bestN) and its weight, their sum, so
 * "partners" weighs a company named "Partners & Partnerzy" as its best word, not as both.
 */
function hitsOf(plan: TextPlan, rows: SQL): SQL {
  const columns = sql`max(r.catalogue) as catalogue, max(r.rank) as rank, max(r.rating_avg) as rating_avg,
        max(r.review_count) as review_count, min(r.response_minutes) as response_minutes, array_agg(r.term) as terms`;
  if (plan.words.length <= 1) {
    return sql`select r.company_id, max(r.weight) as weight, max(r.weight) as best1, ${columns}
          from ${rows} r group by r.company_id`;
  }
  const best = perWord(plan, (k) => sql`max(a.weight) filter (where a.i = ${sql.raw(String(k))})`);
  return sql`select r.company_id, ${sql.join(
    best.map((max) => sql`coalesce(${max}, 0)`),
    sql` + `,
  )} as weight, ${sql.join(
    best.map((max, index) => sql`${max} as best${sql.raw(String(index + 1))}`),
    sql`, `,
  )}, ${columns}
        from ${rows} r join alternatives a on a.term = r.term group by r.company_id`;
}

/**
 * The name matches outside the catalogue, when the candidates are not all of them. For one name word: its
 * row of search_terms, less (one category as the root) the word's with it.
 */
function wordOnlyCount(plan: TextPlan): SQL {
  const lessCategoryRow =
    plan.wordOnlyShape === 'less'
      ? sql` - coalesce((select t.companies from words join search_terms t
            on t.term = words.term || ' ' || ${sql.placeholder('root')}), 0)`
      : sql``;
  return plan.wordOnlyShape === 'scan'
    ? sql`(select companies from word_only)`
    : sql`(case when (select count(*) from words) = 1 then
          coalesce((select t.companies from words join search_terms t on t.term = words.term), 0)${lessCategoryRow}
          else (select companies from word_only) end)`;
}

/**
 * The name words each query word finds, weighed, and their list. The query words are read through a
 * subquery, so a custom plan does not see how many there are: its estimate is then the generic plan's, and
 * after five runs PostgreSQL keeps the generic plan instead of planning every search again (seen with the
 * words seen as one: generic rejected, ~2.5 ms a search). `prefix` is the upper end of the words a query
 * word starts: word >= q and word < q || U+10FFFF. The words are compared in byte order (search_words.word
 * is "C"), their terms in the default collation of search_postings and search_terms: a term in "C" found no
 * index of search_terms (a 4 ms scan).
 */
function nameWords(): SQL {
  return sql`alternatives as (
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
        ),`;
}

/** The postings of each name word, weighed, in the page's order, at most `limit` (a placeholder's name). */
function wordPostings(plan: TextPlan, conditions: TextConditions, limit: string): SQL {
  return sql`select words.term, words.weight, c.company_id, c.catalogue, c.rank, c.rating_avg, c.review_count,
            c.response_minutes
          from words cross join lateral (
            select p.company_id, ${catalogueWeight(plan, 'p')} as catalogue, p.rank, p.rating_avg, p.review_count,
              p.response_minutes
            from search_postings p where p.term = words.term and ${plan.where.where()} and ${conditions.wordsInWithin}
            order by ${orderOf(plan.sort, postingKeys)} limit ${sql.placeholder(limit)}
          ) c`;
}

/** The first `wordTier` postings of each name word, their companies, and whether they settle the page. */
function wordTier(plan: TextPlan, conditions: TextConditions): SQL {
  return sql`-- The first wordTier postings of each name word in the page's order, weighed.
        word_tier as (
          ${wordPostings(plan, conditions, 'wordTier')}
        ),
        -- Per name word: whether it has postings beyond those read ("open"), and the last one's rank.
        word_edges as (
          select words.term, words.weight, count(t.company_id) >= ${sql.placeholder('wordTier')} as open,
            min(t.rank) as last_rank
          from words left join word_tier t on t.term = words.term
          group by words.term, words.weight
        ),
        tier_hits as (${hitsOf(plan, sql`word_tier`)}),
        ${tierBounds(plan)}
        tier_check as (
          select not exists (select from word_edges where open) as complete, ${tierSettles(plan)} as settles
        ),`;
}

/** Every posting of each name word up to `wordCandidates` when the tier does not settle the page; the name hits. */
function wordAll(plan: TextPlan, conditions: TextConditions): SQL {
  return sql`-- Every posting of each word up to wordCandidates, read only when the tier does not settle the page.
        word_all as (
          ${wordPostings(plan, conditions, 'wordCandidates')}
          where not (select complete or settles from tier_check)
        ),
        -- The tier's candidates when they settle the page, else all of them.
        word_hits as (
          select company_id, weight, catalogue, rank, rating_avg, review_count, response_minutes
          from tier_hits where (select complete or settles from tier_check)
          union all
          select company_id, weight, catalogue, rank, rating_avg, review_count, response_minutes
          from (${hitsOf(plan, sql`word_all`)}) whole
        ),
        word_count as (
          select count(*) filter (where catalogue = 0) as companies, (select count(*) from word_all) as postings
          from word_hits
        ),
        -- Needed only when the candidates are not every name match.
        word_only as (
          select count(*) as companies from (
            select p.company_id from word_list l join search_postings p on p.term = any(l.terms)
            where ${plan.where.where()} and ${conditions.wordsInWithin} and ${conditions.notInCatalogue}
            group by p.company_id
          ) found
        ),`;
}

/**
 * The first of each catalogue term (for relevance, of every one; for another order, of every root, a
 * service inside a named category being part of it), and the candidates of the page.
 */
function catalogueFound(plan: TextPlan, conditions: TextConditions): SQL {
  const listed =
    plan.sort === 'relevance' ? sql`${sql.placeholder('terms')}::text[]` : sql`${sql.placeholder('roots')}::text[]`;
  const wordOrder = orderOf(plan.sort, {
    relevance: sql`weight + catalogue + rank`,
    ratingAvg: sql`rating_avg`,
    reviewCount: sql`review_count`,
    responseMinutes: sql`response_minutes`,
    id: sql`company_id`,
  });
  return sql`catalogue_hits as (
          select c.company_id, count(distinct implied.term) as catalogue, max(c.rank) as rank,
            max(c.rating_avg) as rating_avg, max(c.review_count) as review_count,
            min(c.response_minutes) as response_minutes
          from unnest(${listed}) as t(term)
          cross join lateral (
            select p.company_id, p.rank, p.rating_avg, p.review_count, p.response_minutes
            from search_postings p where p.term = t.term and ${plan.where.where()} and ${conditions.inWithin}
            order by ${orderOf(plan.sort, postingKeys)} limit ${sql.placeholder('candidates')}
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
        )`;
}

/** The count (name matches outside the catalogue, plus the catalogue's) and one page of the found ids. */
function totalAndPage(plan: TextPlan, conditions: TextConditions): SQL {
  const order = orderOf(plan.sort, {
    relevance: sql`found.relevance`,
    ratingAvg: sql`found.rating_avg`,
    reviewCount: sql`found.review_count`,
    responseMinutes: sql`found.response_minutes`,
    id: sql`found.company_id`,
  });
  return sql`select (case when (select complete from tier_check)
              then (select count(*) filter (where catalogue = 0) from tier_hits)
            when not (select settles from tier_check)
              and (select postings from word_count) < ${sql.placeholder('wordCandidates')}
              then (select companies from word_count)
            else ${wordOnlyCount(plan)} end) + ${catalogueCount(plan, conditions)} as total,
          array(select found.company_id from found order by ${order}
            limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) as ids`;
}

/** The whole statement of a free-text search planned as `plan`; its values are placeholders. */
export function textStatement(plan: TextPlan): SQL {
  const conditions = conditionsOf(plan);
  return sql`with ${nameWords()}
        ${wordTier(plan, conditions)}
        ${wordAll(plan, conditions)}
        ${catalogueFound(plan, conditions)}
        ${totalAndPage(plan, conditions)}`;
}
