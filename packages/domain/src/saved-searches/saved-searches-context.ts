import type { DomainContext } from '../shared/context';

/** Saved searches need only the domain context; a person keeps at most `limit` of them. */
export type SavedSearchesContext = DomainContext & { limit: number };
