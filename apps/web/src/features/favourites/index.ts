export { FavouriteButton } from './favourite-button-lazy';
export { FavouriteCompanyButton } from './favourite-company-button-lazy';
