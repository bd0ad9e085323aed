import 'server-only';

export { ClientOwnProfile } from './client-own-profile';
export { ClientPublicProfile } from './client-public-profile';
export { CompanyFacts } from './company-facts';
export { CompanyPublicPage } from './company-public-page';
export { CompanySections, type OfferFavourites } from './company-sections';
export { SalesRepOwnProfile } from './sales-rep-own-profile';
export { SalesRepPublicProfile } from './sales-rep-public-profile';
