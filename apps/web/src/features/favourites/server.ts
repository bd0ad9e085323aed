import 'server-only';

export { FavouriteOffers, loadFavouriteOfferIds } from './favourite-offers';
