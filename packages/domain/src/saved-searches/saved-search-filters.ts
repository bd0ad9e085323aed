import type { SavedSearchQuery } from '@tendero/contracts';
import { foldText } from '../marketplace/index';
import type { SavedSearchColumns } from './saved-searches.repository';

/** The free text as a prefix tsquery of its folded words ("Księgow rach" → 'ksiegow:* & rach:*'); null without words. */
export function textQueryOf(q: string | undefined): string | null {
  if (!q) return null;
  const words = foldText(q)
    .split(' ')
    .filter((word) => /^[\p{L}\p{N}]{2,}$/u.test(word))
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * The indexed columns of a saved search (decision 0042): its most selective catalogue term (the service,
 * else the category, else 'all'), its city ('*' for any), the other filters, and its free text as a tsquery.
 */
export function matchColumnsOf(query: SavedSearchQuery): SavedSearchColumns {
  return {
    anchorTerm: query.service ? `s:${query.service}` : query.category ? `c:${query.category}` : 'all',
    cityKey: query.city ?? '*',
    country: query.country ?? null,
    teamSize: query.teamSize ?? null,
    language: query.language ?? null,
    minRating: query.minRating ?? null,
    promoOnly: query.promo ? 1 : 0,
    textQuery: textQueryOf(query.q),
  };
}

/** The query as stored: empty values left out (a cleared field is no filter). */
export function normalizedQuery(query: SavedSearchQuery): SavedSearchQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== '' && value !== false),
  ) as SavedSearchQuery;
}
