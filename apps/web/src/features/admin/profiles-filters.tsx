import type { Catalog, Locale, Place } from '@tendero/contracts';
import { Select } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';
import { filterLabel, ListFilters, ListSearchField } from '@/features/layout';
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
      <div className="space-y-1.5">
        <label htmlFor="profiles-premium" className={filterLabel}>
          {t('filters.premium')}
        </label>
        <Select id="profiles-premium" name="premium" defaultValue={filters.premium ?? ''}>
          <option value="">{t('filters.any')}</option>
          <option value="yes">{t('filters.premiumYes')}</option>
          <option value="no">{t('filters.premiumNo')}</option>
        </Select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="profiles-city" className={filterLabel}>
          {t('filters.city')}
        </label>
        <Select id="profiles-city" name="city" defaultValue={filters.city ?? ''}>
          <option value="">{t('filters.any')}</option>
          {cities.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="profiles-category" className={filterLabel}>
          {t('filters.category')}
        </label>
        <Select id="profiles-category" name="category" defaultValue={filters.category ?? ''}>
          <option value="">{t('filters.any')}</option>
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
        </Select>
      </div>
    </ListFilters>
  );
}
