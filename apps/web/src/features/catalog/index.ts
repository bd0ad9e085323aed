export {
  type CatalogOptions,
  catalogOptions,
  countryName,
  exactCatalogMatch,
  findCategory,
  findService,
  foldText,
  serviceNameMap,
} from './catalog-lookup';
export { ChosenServices } from './chosen-services';
export { humaniseSlug, serviceNames } from './service-names';
