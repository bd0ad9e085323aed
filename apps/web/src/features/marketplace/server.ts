import 'server-only';

export { ComparePage } from './compare-page';
export { MarketplaceHome } from './marketplace-home';
export { loadCatalog, loadCities, loadSearchPage, loadTitles } from './search-page-data';
export { SearchResults } from './search-results';
