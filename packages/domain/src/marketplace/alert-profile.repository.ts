import { type Db, schema } from '@tendero/db';
import { and, eq, sql } from 'drizzle-orm';

const { companies, searchPostings } = schema;

/**
 * What a saved search is matched against when a company becomes verified (issue 40): the company as the
 * search index lists it — its catalogue terms ('all', 'c:…', 's:…'), the filtered columns of its 'all'
 * posting — and its search document (the folded name, tags, city, services in both languages and
 * description, as a tsvector's text) for free text. Null when the index does not list it (not verified,
 * or hidden): the same "listed only" rule as search.
 */
export type ListedCompanyProfile = {
  companyId: string;
  name: string;
  terms: string[];
  city: string | null;
  country: string | null;
  teamSize: string | null;
  languages: string[];
  hasPromo: boolean;
  ratingAvg: number | null;
  document: string;
};

export async function findListedCompanyProfile(db: Db, companyId: string): Promise<ListedCompanyProfile | null> {
  const [listed] = await db
    .select({
      name: companies.name,
      city: searchPostings.city,
      country: searchPostings.country,
      teamSize: searchPostings.teamSize,
      languages: searchPostings.languages,
      hasPromo: searchPostings.hasPromo,
      ratingAvg: searchPostings.ratingAvg,
      // The search document, with the name and tag words the index finds the company by (a company that never
      // saved its profile has an empty search text, but search finds it by its name).
      document: sql<string>`(coalesce(${companies.searchVector}, ''::tsvector) || to_tsvector('simple', coalesce((
        select string_agg(substr(w.term, 3), ' ') from search_postings w
        where w.company_id = ${companyId} and w.term like 'w:%'), '')))::text`,
    })
    .from(searchPostings)
    .innerJoin(companies, eq(companies.id, searchPostings.companyId))
    .where(and(eq(searchPostings.term, 'all'), eq(searchPostings.companyId, companyId)));
  if (!listed) return null;
  const terms = await db
    .select({ term: searchPostings.term })
    .from(searchPostings)
    .where(and(eq(searchPostings.companyId, companyId), sql`${searchPostings.term} not like 'w:%'`));
  return { companyId, ...listed, terms: terms.map((row) => row.term) };
}
