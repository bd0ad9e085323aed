import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import { compareCompanies } from './operations/compare-companies';
import { foundIds } from './operations/found-ids';
import { listCities } from './operations/list-cities';
import { listListed } from './operations/list-listed';
import { createSearchCache } from './operations/search-cache';
import { searchCompanies } from './operations/search-companies';
import type { MarketplaceContext, MarketplaceOptions } from './search-context';

/**
 * Marketplace discovery: search, the cities with listed companies, comparison and the list of
 * listed companies for the sitemap. Every read lists verified companies only. Each operation is one file
 * in operations/; this face binds them to the context, which holds this process's page cache.
 */
export function createMarketplace(domain: DomainContext, options: MarketplaceOptions = {}) {
  const ctx: MarketplaceContext = {
    ...domain,
    cache: createSearchCache(domain.db, options.cachePages),
    wordCandidates: options.wordCandidates,
    wordTier: options.wordTier,
  };
  return {
    search: bind(ctx, searchCompanies),
    foundIds: bind(ctx, foundIds),
    cities: bind(ctx, listCities),
    listed: bind(ctx, listListed),
    compare: bind(ctx, compareCompanies),
  };
}
export type Marketplace = ReturnType<typeof createMarketplace>;
