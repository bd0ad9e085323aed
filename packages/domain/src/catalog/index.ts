export {
  type CatalogueLocale,
  catalogue,
  findService,
  findServiceByName,
  isKnownServiceSlug,
  type ServiceMatch,
  serviceNames,
} from './catalog.service';
export { findPlace, findPlaceByName, isKnownPlace, places } from './places';
