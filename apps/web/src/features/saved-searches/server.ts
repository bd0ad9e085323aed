import 'server-only';

export { SavedSearchOpenPage, SavedSearchUnsubscribePage, SaveSearch } from './saved-search-pages';
export { savedSearchPath, summariesOf } from './saved-search-summary';
export { SavedSearchesPage } from './saved-searches-page';
