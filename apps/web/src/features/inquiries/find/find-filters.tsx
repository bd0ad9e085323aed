'use client';

import { type Locale, withLocale } from '@tendero/contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CatalogOptions } from '@/features/catalog';
import { FilterPanel, FilterSelect } from '@/features/layout';
import type { FindState } from './find-url';

export type CityGroup = { country: string; name: string; cities: { slug: string; name: string }[] };

/**
 * The filters of /orders/find as one GET form: its state is the URL, so a filtered list can be shared and
 * reloaded. Choosing a category narrows the services offered and clears a service of another category.
 */
export function FindFilters({
  locale,
  catalog,
  cityGroups,
  state,
  activeCount,
}: {
  locale: Locale;
  catalog: CatalogOptions;
  cityGroups: CityGroup[];
  state: FindState;
  activeCount: number;
}) {
  const t = useTranslations('findInquiries.filters');
  const [category, setCategory] = useState(state.category ?? '');
  const [service, setService] = useState(state.service ?? '');
  const groups = category ? catalog.filter((group) => group.slug === category) : catalog;
  const action = withLocale(locale, '/orders/find');

  return (
    <FilterPanel
      id="find-filters"
      title={t('title')}
      activeCount={activeCount}
      action={action}
      applyLabel={t('apply')}
      clearLabel={t('clear')}
    >
      <FilterSelect
        id="find-category"
        label={t('category')}
        anyLabel={t('anyCategory')}
        name="category"
        value={category}
        onChange={(event) => {
          const next = event.target.value;
          setCategory(next);
          const owner = catalog.find((group) => group.services.some((item) => item.slug === service));
          if (next && owner?.slug !== next) setService('');
        }}
        options={catalog.map((group) => ({ value: group.slug, label: group.name }))}
      />
      <FilterSelect
        id="find-service"
        label={t('service')}
        anyLabel={t('anyService')}
        name="service"
        value={service}
        onChange={(event) => {
          const next = event.target.value;
          setService(next);
          const owner = catalog.find((group) => group.services.some((item) => item.slug === next));
          if (owner) setCategory(owner.slug);
        }}
        options={groups.map((group) => ({
          group: group.name,
          options: group.services.map((item) => ({ value: item.slug, label: item.name })),
        }))}
      />
      <FilterSelect
        id="find-city"
        label={t('city')}
        anyLabel={t('anyCity')}
        name="city"
        defaultValue={state.city ?? ''}
        options={cityGroups.map((group) => ({
          group: group.name,
          options: group.cities.map((city) => ({ value: city.slug, label: city.name })),
        }))}
      />
    </FilterPanel>
  );
}
