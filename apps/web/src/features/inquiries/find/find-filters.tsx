'use client';

import { type Locale, withLocale } from '@tendero/contracts';
import { Button, Field, Select } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CatalogOptions } from '@/features/catalog';
import { FilterPanel } from '@/features/layout';
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
    <FilterPanel id="find-filters" title={t('title')} activeCount={activeCount} action={action}>
      <Field id="find-category" label={t('category')}>
        <Select
          id="find-category"
          name="category"
          value={category}
          onChange={(event) => {
            const next = event.target.value;
            setCategory(next);
            const owner = catalog.find((group) => group.services.some((item) => item.slug === service));
            if (next && owner?.slug !== next) setService('');
          }}
          options={[
            { value: '', label: t('anyCategory') },
            ...catalog.map((group) => ({ value: group.slug, label: group.name })),
          ]}
        />
      </Field>
      <Field id="find-service" label={t('service')}>
        <Select
          id="find-service"
          name="service"
          value={service}
          onChange={(event) => {
            const next = event.target.value;
            setService(next);
            const owner = catalog.find((group) => group.services.some((item) => item.slug === next));
            if (owner) setCategory(owner.slug);
          }}
          options={[
            { value: '', label: t('anyService') },
            ...groups.map((group) => ({
              group: group.name,
              options: group.services.map((item) => ({ value: item.slug, label: item.name })),
            })),
          ]}
        />
      </Field>
      <Field id="find-city" label={t('city')}>
        <Select
          id="find-city"
          name="city"
          defaultValue={state.city ?? ''}
          options={[
            { value: '', label: t('anyCity') },
            ...cityGroups.map((group) => ({
              group: group.name,
              options: group.cities.map((city) => ({ value: city.slug, label: city.name })),
            })),
          ]}
        />
      </Field>
      <div className="flex items-center gap-3 pt-1">
        <Button type="submit" className="flex-1">
          {t('apply')}
        </Button>
        {activeCount > 0 ? (
          <a href={action} className="text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline">
            {t('clear')}
          </a>
        ) : null}
      </div>
    </FilterPanel>
  );
}
