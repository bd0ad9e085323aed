import type { Session } from '../../accounts/index';
import { deleteSavedSearch } from '../saved-searches.repository';
import type { SavedSearchesContext } from '../saved-searches-context';
import { ownSearch } from './saved-search-view';

/** Deletes one's own saved search (its matches go with it). */
export async function removeSavedSearch(ctx: SavedSearchesContext, session: Session, id: string): Promise<void> {
  await ownSearch(ctx, session, id);
  await deleteSavedSearch(ctx.db, id);
}
