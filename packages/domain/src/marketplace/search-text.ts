import { findPlace, findService } from '../catalog/index';
import { foldText } from '../shared/fold-text';

export { foldText } from '../shared/fold-text';

/** What a company is found by: its name, description, tags, city and service names in both languages. */
export function companySearchText(company: {
  name: string;
  description: string;
  tags: readonly string[];
  city: string | null;
  services: readonly string[];
}): string {
  const place = company.city ? findPlace(company.city) : null;
  const services = company.services.flatMap((slug) => {
    const found = findService(slug);
    return found
      ? [found.service.names.en, found.service.names.pl, found.category.names.en, found.category.names.pl]
      : [];
  });
  return foldText(
    [
      company.name,
      ...company.tags,
      place?.names.en ?? '',
      place?.names.pl ?? '',
      ...services,
      company.description,
    ].join(' '),
  ).slice(0, 6000);
}
