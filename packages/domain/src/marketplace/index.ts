export { refreshCompanyFacts } from './facts.repository';
export { createFavourites, type Favourites } from './favourites.service';
export { rebuildListings } from './listing.repository';
export { markReviewVerified } from './reviews.repository';
export { createReviews, type Reviews } from './reviews.service';
export { createMarketplace, type Marketplace } from './search.service';
export { companySearchText, foldText } from './search-text';
export { matchServices } from './service-matcher';
export { createVerification, type Verification } from './verification.service';
