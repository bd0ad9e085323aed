export { SaveSearchButton } from './save-search-button';
