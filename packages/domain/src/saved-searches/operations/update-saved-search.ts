import { type SavedSearch, type UpdateSavedSearchInput, updateSavedSearchSchema } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { updateSavedSearch as updateRow } from '../saved-searches.repository';
import type { SavedSearchesContext } from '../saved-searches-context';
import { ownSearch, viewSavedSearch } from './saved-search-view';

/** Renames one's own saved search or changes how often it alerts ('off' stops its alerts). */
export async function updateSavedSearch(
  ctx: SavedSearchesContext,
  session: Session,
  id: string,
  input: UpdateSavedSearchInput,
): Promise<SavedSearch> {
  const change = updateSavedSearchSchema.parse(input);
  await ownSearch(ctx, session, id);
  await updateRow(ctx.db, id, change);
  return viewSavedSearch(await ownSearch(ctx, session, id));
}
