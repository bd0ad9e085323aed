import type { CompanySearchQuery } from '@tendero/contracts';
import { catalogue, findService } from '../../catalog/index';
import { searchDescriptions } from '../description-search.repository';
import { findListed } from '../filter-search.repository';
import { ensureListings, listingVersion } from '../listing.repository';
import type { PageCards } from '../search-cards.repository';
import type { FoundPage, MarketplaceContext } from '../search-context';
import { foldText } from '../search-text';
import { readText } from '../service-matcher';
import { findByText, type TextTerms } from '../text-search.repository';

export type Found = FoundPage & { version: number | null; cards: PageCards | null };

/** Prefix query of the folded words: "ksiegow rach" → 'ksiegow:* & rach:*'. */
function prefixQuery(folded: string): string {
  return queryWords(folded)
    .map((word) => `${word}:*`)
    .join(' & ');
}

function queryWords(folded: string): string[] {
  return folded
    .split(' ')
    .filter((word) => /^[\p{L}\p{N}]{2,}$/u.test(word))
    .slice(0, 8);
}

/** The index is built once for a database that never had it (created before it existed). */
async function ensureIndex(ctx: MarketplaceContext): Promise<void> {
  ctx.cache.building ??= ensureListings(ctx.db).finally(() => {
    ctx.cache.building = null;
  });
  await ctx.cache.building;
}

/**
 * One page of what a query finds, with the index version it was read at, the services the text read as
 * and, `withCards`, the page's cards: a new search in one statement.
 */
export async function findPage(
  ctx: MarketplaceContext,
  query: CompanySearchQuery,
  offset: number,
  limit: number,
  withCards: boolean,
): Promise<Found> {
  const found = await findOnce(ctx, query, offset, limit, withCards);
  if (found.version !== null) return found;
  await ensureIndex(ctx);
  return findOnce(ctx, query, offset, limit, withCards);
}

/** The folded text read as search terms: its words, the catalogue terms it names, and the filter term. */
function textTermsOf(folded: string, within: TextTerms['within']): { text: TextTerms; matchedServices: string[] } {
  const read = readText(folded);
  const text = {
    words: queryWords(folded),
    catalogue: [
      ...read.categories.map((slug) => ({
        term: `c:${slug}`,
        services:
          catalogue.categories.find((item) => item.slug === slug)?.services.map((service) => service.slug) ?? [],
        implies: [],
      })),
      ...read.services.map((slug) => ({
        term: `s:${slug}`,
        services: [slug],
        implies: [`c:${findService(slug)?.category.slug ?? ''}`],
      })),
    ],
    within,
  };
  return { text, matchedServices: read.scored.map((entry) => entry.slug) };
}

/** One try of `findPage`: null as the version when the index was never built. */
const findOnce: typeof findPage = async (ctx, query, offset, limit, withCards) => {
  const options = { withCards };
  const category = query.category ? catalogue.categories.find((item) => item.slug === query.category) : null;
  if (query.category && !category) {
    return { ids: [], total: 0, matchedServices: [], version: await listingVersion(ctx.db), cards: null };
  }
  const within = query.service
    ? { term: `s:${query.service}`, services: [query.service] }
    : category
      ? { term: `c:${category.slug}`, services: category.services.map((service) => service.slug) }
      : null;
  const filters = { ...query, limit, offset };
  const folded = query.q ? foldText(query.q) : '';
  if (!folded) return { ...(await findListed(ctx.db, within?.term ?? 'all', filters, options)), matchedServices: [] };
  const { text, matchedServices } = textTermsOf(folded, within);
  const { wordCandidates, wordTier } = ctx;
  const found =
    text.words.length + text.catalogue.length > 0
      ? await findByText(ctx.db, text, filters, { withCards, wordCandidates, wordTier })
      : null;
  if (found && found.total > 0) return { ...found, matchedServices };
  const version = found?.version ?? (await listingVersion(ctx.db));
  const tsquery = prefixQuery(folded);
  if (!tsquery) return { ids: [], total: 0, matchedServices, version, cards: null };
  const described = await searchDescriptions(ctx.db, tsquery, filters, within?.term ?? null);
  return { ...described, matchedServices, version, cards: null };
};
