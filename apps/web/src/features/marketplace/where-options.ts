import type { CityFacet, Locale } from '@tendero/contracts';
import { compareCountries, type OptionGroup } from '@tendero/ui';
import { countryName } from '@/features/catalog';

/** Countries with listed companies, the home country (Poland) first, then by name. */
export function facetCountries(cities: readonly CityFacet[], locale: Locale): { code: string; name: string }[] {
  const byName = compareCountries(locale);
  const codes = [...new Set(cities.map((city) => city.country))];
  return codes
    .sort((a, b) => (a === 'PL' ? -1 : b === 'PL' ? 1 : byName(a, b)))
    .map((code) => ({ code, name: countryName(code, locale) }));
}

/**
 * The options of a "Where" select grouped by country: "Whole country: Poland", then its cities with the
 * number of listed companies. Cities carry their slug, countries their code (`PL`), so one field says both.
 */
export function whereOptions({
  cities,
  locale,
  wholeCountry,
  cityLabel,
}: {
  cities: readonly CityFacet[];
  locale: Locale;
  wholeCountry: (country: string) => string;
  cityLabel: (city: CityFacet) => string;
}): OptionGroup[] {
  return facetCountries(cities, locale).map((country) => ({
    group: country.name,
    options: [
      { value: country.code, label: wholeCountry(country.name) },
      ...cities
        .filter((city) => city.country === country.code)
        .map((city) => ({ value: city.slug, label: cityLabel(city) })),
    ],
  }));
}
