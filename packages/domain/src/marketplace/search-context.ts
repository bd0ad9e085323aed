import type { CompanySearchResult } from '@tendero/contracts';
import type { AppLocale } from '@tendero/i18n';
import type { DomainContext } from '../shared/context';
import type { CardRow } from './search-cards.repository';

/** Found ids of a page, best first, how many match, and the services the text was read as. */
export type FoundPage = { ids: string[]; total: number; matchedServices: string[] };

/**
 * A page of found ids; the fingerprint of its cards when they were last read, and per language the answer
 * built from them. While a fresh read of the cards gives the same fingerprint, that answer (the same
 * object, which the route has serialised already) is the answer.
 */
export type CachedPage = FoundPage & {
  cards: { fingerprint: string; rows: CardRow[] };
  answers: Map<AppLocale, CompanySearchResult>;
};

/**
 * Which companies a query finds, and in what order, is cached per index version (search_state, bumped
 * in the transaction of every index change), so a cached page is never served after the data behind it
 * changed, in this process or another. The cards themselves are always read fresh.
 */
export type SearchCache = {
  /** Result pages kept per process, by query; each is keyed by the index version `version`. */
  pages: Map<string, CachedPage>;
  /** How many pages are kept (0: none). */
  limit: number;
  version: number | null;
  /** The index being built for a database that never had it, while it is. */
  building: Promise<number> | null;
  /** Whether a cached page is still current, read with its cards (see `checkCachedCards`). */
  checkCards: (cached: CachedPage) => Promise<number | null>;
};

export type MarketplaceOptions = {
  cachePages?: number;
  /** How many companies of one name word free text ranks (tests make it small to reach what is beyond). */
  wordCandidates?: number;
  /** How many companies of one name word free text reads first (tests make it a page, to reach both ways on). */
  wordTier?: number;
};

/** What the search operations need: the domain context, this process's page cache and the text limits. */
export type MarketplaceContext = DomainContext &
  Pick<MarketplaceOptions, 'wordCandidates' | 'wordTier'> & { cache: SearchCache };
