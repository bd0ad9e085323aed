import 'server-only';

// The catalogue is the catalog feature's; pages that show the marketplace load it from here too.
export { loadCatalog } from '@/features/catalog/server';
export { ComparePage } from './compare-page';
export { MarketplaceHome } from './marketplace-home';
export { MarketplacePageActions } from './marketplace-page-actions';
export { loadCities, loadSearchPage, loadTitles } from './search-page-data';
export { SearchResults } from './search-results';
