import { type CreateSavedSearchInput, createSavedSearchSchema, type SavedSearch } from '@tendero/contracts';
import { withTransaction } from '@tendero/db';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { matchColumnsOf, normalizedQuery } from '../saved-search-filters';
import { countOwn, insertSavedSearch } from '../saved-searches.repository';
import type { SavedSearchesContext } from '../saved-searches-context';
import { ownSearch, viewSavedSearch } from './saved-search-view';

/**
 * Saves a marketplace search as the search contract reads it (never a raw URL), with its indexed columns
 * for matching. A person keeps at most `ctx.limit` (CONFLICT `LIMIT_REACHED` beyond).
 */
export async function createSavedSearch(
  ctx: SavedSearchesContext,
  session: Session,
  input: CreateSavedSearchInput,
): Promise<SavedSearch> {
  const { name, frequency, query: parsed } = createSavedSearchSchema.parse(input);
  const query = normalizedQuery(parsed);
  const id = await withTransaction(ctx.db, async (tx) => {
    if ((await countOwn(tx, session.userId)) >= ctx.limit) {
      throw new AppError('CONFLICT', { reason: 'LIMIT_REACHED', messageKey: 'savedSearches.errors.limit' });
    }
    return insertSavedSearch(tx, {
      userId: session.userId,
      name,
      frequency,
      query,
      now: ctx.clock.now(),
      ...matchColumnsOf(query),
    });
  });
  return viewSavedSearch(await ownSearch(ctx, session, id));
}
