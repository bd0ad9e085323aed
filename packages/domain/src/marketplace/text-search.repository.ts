import type { Db } from '@tendero/db';
import {
  countedRow,
  type FoundIds,
  type FoundRow,
  foundOf,
  postingFilters,
  prepared,
  prepareFound,
  type SearchFilters,
} from './search-statement.repository';
import { type TextPlan, type TextTerms, textStatement } from './text-search-statement.repository';

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

export type { TextTerms };

/** The text's terms and the page's filters as the statement's plan (see `TextPlan`). */
function planText(text: TextTerms, filters: SearchFilters): TextPlan {
  const where = postingFilters(filters);
  const catalogue = text.catalogue.slice(0, 12);
  const within = text.within;
  const inCategories = new Set(catalogue.filter((entry) => entry.term.startsWith('c:')).map((entry) => entry.term));
  const roots = catalogue.filter((entry) => !entry.implies.some((term) => inCategories.has(term)));
  // One root's companies are a row of search_terms without other filters than a city.
  const rootRow = roots.length === 1 && !within ? countedRow(roots[0]?.term ?? '', filters) : null;
  const rootCount = roots.length === 0 ? 'none' : roots.length > 1 ? 'several' : rootRow === null ? 'one' : 'counted';
  // Without other filters, the companies of one name word outside the catalogue are rows of search_terms:
  // the word's, less (with one category as the root) the word's with that category.
  const wordOnlyCounted = !where.key && !within && (catalogue.length === 0 || rootCount === 'counted');
  const lessCategory = wordOnlyCounted && catalogue.length > 0 && (roots[0]?.term.startsWith('c:') ?? false);
  const wordOnlyShape = !wordOnlyCounted ? 'scan' : lessCategory ? 'less' : catalogue.length === 0 ? 'word' : 'scan';
  return { words: text.words, catalogue, within, roots, rootRow, rootCount, wordOnlyShape, where, sort: filters.sort };
}

/** The statement's shape: what makes its SQL differ (its name in this process). */
function shapeOf(plan: TextPlan, withCards: boolean): string {
  return `text|${plan.where.key}|${plan.sort}|${plan.catalogue.length}|${plan.within ? 'within' : ''}|${plan.rootCount}|${plan.wordOnlyShape}|${plan.words.length}|${withCards}`;
}

/** The values of the statement's placeholders. */
function valuesOf(
  plan: TextPlan,
  filters: SearchFilters,
  options: { wordCandidates?: number; wordTier?: number },
): Record<string, unknown> {
  const { catalogue, roots, within } = plan;
  const candidates = filters.offset + filters.limit;
  const values: Record<string, unknown> = {
    ...filters,
    query: plan.words,
    terms: catalogue.map((entry) => entry.term),
    impliedFrom: catalogue.flatMap((entry) => [entry.term, ...entry.implies].map(() => entry.term)),
    impliedTo: catalogue.flatMap((entry) => [entry.term, ...entry.implies]),
    roots: roots.map((entry) => entry.term),
    root: roots[0]?.term ?? '',
    rootRow: plan.rootRow ?? '',
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
  return values;
}

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
  const plan = planText(text, filters);
  const statement = prepared<FoundRow>(db, shapeOf(plan, options.withCards), (name) =>
    prepareFound(db, name, textStatement(plan), options.withCards),
  );
  return foundOf((await statement.execute(valuesOf(plan, filters, options)))[0]);
}
