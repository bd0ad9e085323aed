export { FilterChips, FilterPanel } from './filter-panel';
export { ListBody, ListResults, type ListTexts } from './list-body';
export { filterLabel, ListFilters, ListSearchField, ListSelectField } from './list-filters';
export { ListPager, pagerLabels } from './list-pager';
export { blankToUndefined, filterPairs, listHref, pageCount } from './list-url';
export { NavLink } from './nav-link';
export { PageHeader } from './page-header';
