import {
  type CatalogCategory,
  type CityFacet,
  type Locale,
  teamSizes,
  withLocale,
  workLanguages,
} from '@tendero/contracts';
import { Button, Field, Input, type OptionList, Select } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import type { CatalogOptions } from '@/features/catalog';
import { FilterPanel } from '@/features/layout';
import { languageNames } from '@/features/profiles';
import type { SearchState } from './search-url';
import { facetCountries } from './where-options';

/**
 * The filters of a results page as one GET form: its state is the URL, so a filtered search can be
 * shared, bookmarked and reloaded. Changing a filter starts again at page 1 and keeps the sort order.
 */
export async function SearchFilters({
  locale,
  catId,
  category,
  catalog,
  state,
  cities,
  currentCity,
  activeCount,
}: {
  locale: Locale;
  catId: string;
  category: CatalogCategory | null;
  catalog: CatalogOptions;
  state: SearchState;
  cities: CityFacet[];
  currentCity: { slug: string; name: string } | null;
  activeCount: number;
}) {
  const t = await getTranslations({ locale, namespace: 'marketplace.filters' });
  const languages = languageNames(workLanguages, locale);
  const countries = facetCountries(cities, locale);
  if (state.country && !countries.some((country) => country.code === state.country)) {
    countries.push({ code: state.country, name: state.country });
  }
  const cityOptions =
    currentCity && !cities.some((city) => city.slug === currentCity.slug)
      ? [{ slug: currentCity.slug, name: currentCity.name, country: '', companies: 0 }, ...cities]
      : cities;
  // In a category its services are listed flat; otherwise every service under its category.
  const serviceOptions: OptionList = category
    ? category.services.map((service) => ({ value: service.slug, label: service.names[locale] }))
    : catalog.map((group) => ({
        group: group.name,
        options: group.services.map((service) => ({ value: service.slug, label: service.name })),
      }));
  const clearHref = withLocale(locale, `/marketplace/search/${catId}`);

  return (
    <FilterPanel
      id="filters"
      title={t('title')}
      activeCount={activeCount}
      action={withLocale(locale, `/marketplace/search/${catId}`)}
    >
      {state.sort !== 'relevance' ? <input type="hidden" name="sort" value={state.sort} /> : null}
      <Field id="filter-q" label={t('keywords')}>
        <Input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={state.q ?? ''}
          maxLength={100}
          placeholder={t('keywordsPlaceholder')}
        />
      </Field>
      <Field id="filter-service" label={category ? t('serviceIn', { category: category.names[locale] }) : t('service')}>
        <Select
          id="filter-service"
          name="service"
          defaultValue={state.service ?? ''}
          options={[{ value: '', label: t('anyService') }, ...serviceOptions]}
        />
      </Field>
      <Field id="filter-city" label={t('city')}>
        <Select
          id="filter-city"
          name="city"
          defaultValue={state.city ?? ''}
          options={[
            { value: '', label: t('anyCity') },
            ...cityOptions.map((city) => ({
              value: city.slug,
              label: city.companies > 0 ? t('cityWithCount', { city: city.name, count: city.companies }) : city.name,
            })),
          ]}
        />
      </Field>
      <Field id="filter-country" label={t('country')}>
        <Select
          id="filter-country"
          name="country"
          defaultValue={state.country ?? ''}
          options={[
            { value: '', label: t('anyCountry') },
            ...countries.map((country) => ({ value: country.code, label: country.name })),
          ]}
        />
      </Field>
      <Field id="filter-rating" label={t('minRating')}>
        <Select id="filter-rating" name="minRating" defaultValue={state.minRating ? String(state.minRating) : ''}>
          <option value="">{t('anyRating')}</option>
          {[4, 3, 2].map((value) => (
            <option key={value} value={value}>
              {t('ratingAtLeast', { value })}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="filter-team" label={t('teamSize')}>
        <Select id="filter-team" name="teamSize" defaultValue={state.teamSize ?? ''}>
          <option value="">{t('anyTeamSize')}</option>
          {teamSizes.map((size) => (
            <option key={size} value={size}>
              {t('teamSizeValue', { size: size.replace('-', '–') })}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="filter-language" label={t('language')}>
        <Select
          id="filter-language"
          name="language"
          defaultValue={state.language ?? ''}
          options={[
            { value: '', label: t('anyLanguage') },
            ...workLanguages.map((code, index) => ({ value: code, label: languages[index] ?? code })),
          ]}
        />
      </Field>
      <label className="flex items-center gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          name="promo"
          value="1"
          defaultChecked={state.promo === true}
          className="h-4 w-4 accent-brand-700"
        />
        {t('promo')}
      </label>
      <div className="flex items-center gap-3 pt-1">
        <Button type="submit" className="flex-1">
          {t('apply')}
        </Button>
        {activeCount > 0 ? (
          <a href={clearHref} className="text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline">
            {t('clear')}
          </a>
        ) : null}
      </div>
    </FilterPanel>
  );
}
