import type { Catalog, Locale, Place } from '@tendero/contracts';
import { getTranslations } from 'next-intl/server';
import { ListFilters, searchField } from '@/features/layout';
import type { ProfilesFilters } from './profiles-url';

/** Search, Premium, city and category of `/admin/profiles`, as a GET form that keeps the tab. */
export async function ProfilesFiltersForm({
  locale,
  action,
  filters,
  pairs,
  clearHref,
  catalog,
  places,
}: {
  locale: Locale;
  action: string;
  filters: ProfilesFilters;
  pairs: Record<string, string>;
  clearHref: string;
  catalog: Catalog | null;
  places: Place[];
}) {
  const t = await getTranslations({ locale, namespace: 'admin.profiles' });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale);
  const cities = places.map((place) => ({ slug: place.slug, name: place.names[locale] })).sort(byName);
  const categories = (catalog?.categories ?? []).map((category) => (
    <optgroup key={category.slug} label={category.names[locale]}>
      <option value={category.slug}>{t('filters.wholeCategory', { name: category.names[locale] })}</option>
      {category.services.map((service) => (
        <option key={service.slug} value={service.slug}>
          {service.names[locale]}
        </option>
      ))}
    </optgroup>
  ));
  return (
    <ListFilters
      id="profiles"
      action={action}
      values={filters}
      pairs={pairs}
      clearHref={clearHref}
      t={t}
      anyLabel={t('filters.any')}
      gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.4fr]"
      fields={[
        { type: 'hidden', name: 'state', value: filters.state },
        searchField(t, 'space-y-1.5 sm:col-span-2 lg:col-span-1'),
        {
          type: 'select',
          name: 'premium',
          label: t('filters.premium'),
          options: [
            { value: 'yes', label: t('filters.premiumYes') },
            { value: 'no', label: t('filters.premiumNo') },
          ],
        },
        {
          type: 'select',
          name: 'city',
          label: t('filters.city'),
          options: cities.map((city) => ({ value: city.slug, label: city.name })),
        },
        { type: 'select', name: 'category', label: t('filters.category'), children: categories },
      ]}
    />
  );
}
