import 'server-only';

export { FavouriteCompanies } from './favourite-companies';
export { loadFavouriteCompanyIds } from './favourite-company-ids';
export { loadFavouriteOfferIds } from './favourite-offer-ids';
export { FavouriteOffers } from './favourite-offers';
