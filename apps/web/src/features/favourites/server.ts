import 'server-only';

export { loadFavouriteOfferIds } from './favourite-offer-ids';
export { FavouriteOffers } from './favourite-offers';
