export { paginationLabels, ResultsPagination } from './results-pagination';
export { isRefined, safeResultsPath, searchPath } from './search-url';
