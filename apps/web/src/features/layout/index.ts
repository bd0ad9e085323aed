export { FilterChips, FilterPanel, FilterSelect } from './filter-panel';
export { FilteredList, type FilteredListTexts, type ListPageProps, type ListView } from './filtered-list';
export { ListBody, ListResults, type ListTexts } from './list-body';
export {
  dateField,
  filterLabel,
  type ListFilterField,
  ListFilters,
  type ListFilterTexts,
  optionsOf,
  searchField,
  selectField,
} from './list-filters';
export { ListPager, pagerLabels } from './list-pager';
export {
  blankToUndefined,
  filterPairs,
  type ListState,
  lenient,
  listHref,
  listUrl,
  pageCount,
  type SearchParams,
} from './list-url';
export { NavLink } from './nav-link';
export { PageHeader } from './page-header';
export { actionsColumn } from './table-columns';
