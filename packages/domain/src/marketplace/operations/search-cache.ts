import type { Db } from '@tendero/db';
import { sharedPerTurn } from '../../shared/shared-per-turn';
import { readCards } from '../search-cards.repository';
import type { CachedPage, SearchCache } from '../search-context';

/** Result pages kept per process; each is keyed by the index version it was read at. */
const defaultCachePages = 2000;

/** An empty page cache of at most `limit` pages (`defaultCachePages` when not said). */
export function createSearchCache(db: Db, limit = defaultCachePages): SearchCache {
  const cache: SearchCache = { pages: new Map(), limit, version: null, building: null, checkCards: async () => null };
  /**
   * Whether a cached page is still current, read with its cards (and the page brought up to date). The
   * requests for one page that arrive before the read leaves share it; a later one waits for its own
   * (`sharedPerTurn`), so nothing served is older than its request.
   */
  cache.checkCards = sharedPerTurn(async (cached: CachedPage): Promise<number | null> => {
    const { rows, fingerprint, version } = await readCards(db, cached.ids, cached.cards.fingerprint);
    if (version === cache.version && rows !== null) {
      cached.cards = { fingerprint, rows };
      cached.answers.clear();
    }
    return version;
  });
  return cache;
}
