import type { SavedSearch } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { updateSavedSearch } from '../saved-searches.repository';
import type { SavedSearchesContext } from '../saved-searches-context';
import { ownSearch, viewSavedSearch } from './saved-search-view';

/** Opening a saved search marks what it found as seen: its "new" count starts again from now. */
export async function openSavedSearch(ctx: SavedSearchesContext, session: Session, id: string): Promise<SavedSearch> {
  await ownSearch(ctx, session, id);
  await updateSavedSearch(ctx.db, id, { seenAt: ctx.clock.now() });
  return viewSavedSearch(await ownSearch(ctx, session, id));
}
