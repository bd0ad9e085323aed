import type { SavedSearchFrequency } from '@tendero/contracts';
import { AppError } from '../../shared/app-error';
import { isValidSavedSearchSignature } from '../saved-search-link';
import { findById, updateSavedSearch } from '../saved-searches.repository';
import type { SavedSearchesContext } from '../saved-searches-context';

/**
 * The e-mail's one-click unsubscribe: with a valid signature, that saved search stops alerting ('off'); the
 * person's other searches and settings stay. A wrong signature or a deleted search is NOT_FOUND alike.
 */
export async function unsubscribeSavedSearch(
  ctx: SavedSearchesContext,
  input: { id: string; sig: string },
): Promise<{ name: string; frequency: SavedSearchFrequency }> {
  const row = await findById(ctx.db, input.id);
  if (!row || !isValidSavedSearchSignature(ctx.settings.linkSecret, row.id, row.userId, input.sig)) {
    throw new AppError('NOT_FOUND', { messageKey: 'savedSearches.errors.linkInvalid' });
  }
  await updateSavedSearch(ctx.db, row.id, { frequency: 'off' });
  return { name: row.name, frequency: 'off' };
}
