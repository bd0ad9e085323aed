'use client';

import { type Locale, withLocale } from '@tendero/contracts';
import { Button, Select } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import type { CatalogOptions } from '../../marketplace/catalog-lookup';
import type { FindState } from './find-url';

export type CityGroup = { country: string; name: string; cities: { slug: string; name: string }[] };

function Control({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

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
    <div className="group">
      <input type="checkbox" id="find-filters-toggle" className="peer sr-only lg:hidden" />
      <label
        htmlFor="find-filters-toggle"
        className="flex w-full cursor-pointer items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold text-slate-900 shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700 lg:hidden"
      >
        <span>
          {t('title')}
          {activeCount > 0 ? <span className="ml-1 text-brand-700">({activeCount})</span> : null}
        </span>
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="h-5 w-5 fill-slate-500 transition-transform group-has-[#find-filters-toggle:checked]:rotate-180"
        >
          <path d="M5.3 7.3 10 12l4.7-4.7 1.1 1.1L10 14.2 4.2 8.4z" />
        </svg>
      </label>
      <form
        method="get"
        action={action}
        aria-labelledby="find-filters-title"
        className="mt-3 hidden space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm peer-checked:block lg:mt-0 lg:block"
      >
        <h2 id="find-filters-title" className="text-base font-semibold text-slate-900">
          {t('title')}
        </h2>
        <Control id="find-category" label={t('category')}>
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
          >
            <option value="">{t('anyCategory')}</option>
            {catalog.map((group) => (
              <option key={group.slug} value={group.slug}>
                {group.name}
              </option>
            ))}
          </Select>
        </Control>
        <Control id="find-service" label={t('service')}>
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
          >
            <option value="">{t('anyService')}</option>
            {groups.map((group) => (
              <optgroup key={group.slug} label={group.name}>
                {group.services.map((item) => (
                  <option key={item.slug} value={item.slug}>
                    {item.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Control>
        <Control id="find-city" label={t('city')}>
          <Select id="find-city" name="city" defaultValue={state.city ?? ''}>
            <option value="">{t('anyCity')}</option>
            {cityGroups.map((group) => (
              <optgroup key={group.country} label={group.name}>
                {group.cities.map((city) => (
                  <option key={city.slug} value={city.slug}>
                    {city.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Control>
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
      </form>
    </div>
  );
}
