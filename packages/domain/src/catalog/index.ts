export {
  type CatalogueLocale,
  catalogue,
  findService,
  isKnownServiceSlug,
  type ServiceMatch,
  serviceNames,
} from './catalog.service';
export { findPlace, isKnownPlace, places } from './places';
