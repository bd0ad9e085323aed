import 'server-only';

export { SaveSearch } from './save-search';
export { SavedSearchOpenPage, SavedSearchUnsubscribePage } from './saved-search-pages';
export { savedSearchPath, summariesOf } from './saved-search-summary';
export { SavedSearchesPage } from './saved-searches-page';
