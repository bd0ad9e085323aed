export { askCompanyRequest, categoryAskService } from './ask-request';
export { AskOfferButton, MarketplaceActions, MarketplaceInquiryDialog } from './marketplace-actions';
export { paginationLabels, ResultsPagination } from './results-pagination';
export { isRefined, safeResultsPath, searchPath } from './search-url';
