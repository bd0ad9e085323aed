export { FilterChips, FilterPanel } from './filter-panel';
export { NavLink } from './nav-link';
export { PageHeader } from './page-header';
