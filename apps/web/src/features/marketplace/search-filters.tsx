import {
  type CatalogCategory,
  type CityFacet,
  type Locale,
  teamSizes,
  withLocale,
  workLanguages,
} from '@tendero/contracts';
import { Field, Input, type OptionList, Select } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import type { CatalogOptions } from '@/features/catalog';
import { FilterPanel, FilterSelect } from '@/features/layout';
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

  return (
    <FilterPanel
      id="filters"
      title={t('title')}
      activeCount={activeCount}
      action={withLocale(locale, `/marketplace/search/${catId}`)}
      applyLabel={t('apply')}
      clearLabel={t('clear')}
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
      <FilterSelect
        id="filter-service"
        label={category ? t('serviceIn', { category: category.names[locale] }) : t('service')}
        anyLabel={t('anyService')}
        name="service"
        defaultValue={state.service ?? ''}
        options={serviceOptions}
      />
      <FilterSelect
        id="filter-city"
        label={t('city')}
        anyLabel={t('anyCity')}
        name="city"
        defaultValue={state.city ?? ''}
        options={cityOptions.map((city) => ({
          value: city.slug,
          label: city.companies > 0 ? t('cityWithCount', { city: city.name, count: city.companies }) : city.name,
        }))}
      />
      <FilterSelect
        id="filter-country"
        label={t('country')}
        anyLabel={t('anyCountry')}
        name="country"
        defaultValue={state.country ?? ''}
        options={countries.map((country) => ({ value: country.code, label: country.name }))}
      />
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
      <FilterSelect
        id="filter-language"
        label={t('language')}
        anyLabel={t('anyLanguage')}
        name="language"
        defaultValue={state.language ?? ''}
        options={workLanguages.map((code, index) => ({ value: code, label: languages[index] ?? code }))}
      />
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
    </FilterPanel>
  );
}
