import 'server-only';

export { loadCatalog } from './catalog-data';
