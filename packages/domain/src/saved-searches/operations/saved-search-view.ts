import { type SavedSearch, savedSearchQuerySchema } from '@tendero/contracts';
import type { Session } from '../../accounts/index';
import { AppError } from '../../shared/app-error';
import { findOwn, type SavedSearchWithCount } from '../saved-searches.repository';
import type { SavedSearchesContext } from '../saved-searches-context';

export function viewSavedSearch(row: SavedSearchWithCount): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    query: savedSearchQuerySchema.parse(row.query),
    newMatches: row.newMatches,
    seenAt: row.seenAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's own saved search; another's, or none, is NOT_FOUND (never FORBIDDEN: ids are not confirmed). */
export async function ownSearch(ctx: SavedSearchesContext, session: Session, id: string) {
  const row = await findOwn(ctx.db, session.userId, id);
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'savedSearches.errors.notFound' });
  return row;
}
