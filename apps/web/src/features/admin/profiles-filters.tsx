import type { Catalog, Locale, Place } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { ListFilters, ListSearchField, ListSelectField } from '@/features/layout';
import type { ProfilesFilters } from './profiles-url';

/** Search, Premium, city and category of `/admin/profiles`, as a GET form that keeps the tab. */
export async function ProfilesFiltersForm({
  locale,
  action,
  filters,
  clearHref,
  catalog,
  places,
}: {
  locale: Locale;
  action: string;
  filters: ProfilesFilters;
  clearHref: string | null;
  catalog: Catalog | null;
  places: Place[];
}) {
  const t = await getTranslations({ locale, namespace: 'admin.profiles' });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale);
  const cities = places.map((place) => ({ slug: place.slug, name: place.names[locale] })).sort(byName);
  return (
    <ListFilters
      id="profiles-filters"
      action={action}
      title={t('filters.title')}
      applyLabel={t('filters.apply')}
      clearLabel={t('filters.clear')}
      clearHref={clearHref}
      gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.4fr]"
    >
      <input type="hidden" name="state" value={filters.state} />
      <ListSearchField
        id="profiles-q"
        label={t('filters.q')}
        placeholder={t('filters.qPlaceholder')}
        defaultValue={filters.q}
        className="space-y-1.5 sm:col-span-2 lg:col-span-1"
      />
      <ListSelectField
        id="profiles-premium"
        name="premium"
        label={t('filters.premium')}
        anyLabel={t('filters.any')}
        defaultValue={filters.premium}
        options={[
          { value: 'yes', label: t('filters.premiumYes') },
          { value: 'no', label: t('filters.premiumNo') },
        ]}
      />
      <ListSelectField
        id="profiles-city"
        name="city"
        label={t('filters.city')}
        anyLabel={t('filters.any')}
        defaultValue={filters.city}
        options={cities.map((city) => ({ value: city.slug, label: city.name }))}
      />
      <ListSelectField
        id="profiles-category"
        name="category"
        label={t('filters.category')}
        anyLabel={t('filters.any')}
        defaultValue={filters.category}
      >
        {(catalog?.categories ?? []).map((category) => (
          <optgroup key={category.slug} label={category.names[locale]}>
            <option value={category.slug}>{t('filters.wholeCategory', { name: category.names[locale] })}</option>
            {category.services.map((service) => (
              <option key={service.slug} value={service.slug}>
                {service.names[locale]}
              </option>
            ))}
          </optgroup>
        ))}
      </ListSelectField>
    </ListFilters>
  );
}
