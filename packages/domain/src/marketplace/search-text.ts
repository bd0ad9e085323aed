import { findPlace, findService } from '../catalog/index';

/**
 * Folds text for search the same way for companies and queries, on PGlite and PostgreSQL alike: lower
 * case, no diacritics (ą→a, ł→l, ß→ss), single spaces. "Księgowość" and "ksiegowosc" fold to one word.
 */
export function foldText(text: string): string {
  return text
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

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
