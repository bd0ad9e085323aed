export { FavouriteButton } from './favourite-button-lazy';
