import { savedSearchLimit } from '@tendero/contracts';
import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import { createSavedSearch } from './operations/create-saved-search';
import { listSavedSearches } from './operations/list-saved-searches';
import { followCompanyVerification } from './operations/match-company';
import { openSavedSearch } from './operations/open-saved-search';
import { removeSavedSearch } from './operations/remove-saved-search';
import { unsubscribeSavedSearch } from './operations/unsubscribe-saved-search';
import { updateSavedSearch } from './operations/update-saved-search';
import type { SavedSearchesContext } from './saved-searches-context';

/**
 * Saved marketplace searches (issue 40): a signed-in person's own searches with their "new" counts, and
 * the alerts when a newly verified company matches one (the matching and digest jobs, decision 0042).
 */
export function createSavedSearches(domain: DomainContext, options: { limit?: number } = {}) {
  const ctx: SavedSearchesContext = { ...domain, limit: options.limit ?? savedSearchLimit };
  return {
    list: bind(ctx, listSavedSearches),
    create: bind(ctx, createSavedSearch),
    update: bind(ctx, updateSavedSearch),
    remove: bind(ctx, removeSavedSearch),
    open: bind(ctx, openSavedSearch),
    unsubscribe: bind(ctx, unsubscribeSavedSearch),
    followCompanyVerification: bind(ctx, followCompanyVerification),
  };
}
export type SavedSearches = ReturnType<typeof createSavedSearches>;
