import type { SavedSearchList } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { listOwn } from '../saved-searches.repository';
import type { SavedSearchesContext } from '../saved-searches-context';
import { viewSavedSearch } from './saved-search-view';

/** The caller's saved searches, newest first, each with its count of new matches. */
export async function listSavedSearches(ctx: SavedSearchesContext, session: Session): Promise<SavedSearchList> {
  const rows = await listOwn(ctx.db, session.userId);
  return { items: rows.map(viewSavedSearch), limit: ctx.limit };
}
