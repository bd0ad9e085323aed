'use client';

import type { Catalog } from '@tendero/contracts';
import { FieldError, Input } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { ChosenServices, serviceNameMap } from '@/features/catalog';

const fold = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l');

/**
 * Choose the services a company offers from the catalogue: the chosen ones as removable chips, and the
 * catalogue by category with a search that matches either language without diacritics ("ksiegowosc").
 */
export function ServicesPicker({
  catalog,
  value,
  onChange,
  error,
  texts,
}: {
  catalog: Catalog;
  value: string[];
  onChange: (services: string[]) => void;
  error?: string;
  /** The legend and the line shown before any is chosen, when not the manager's own ("Services you offer"). */
  texts?: { legend: string; none: string };
}) {
  const t = useTranslations('companies.profile');
  const locale = useLocale() as 'en' | 'pl';
  const id = useId();
  const [query, setQuery] = useState('');
  const names = useMemo(() => serviceNameMap(catalog, locale), [catalog, locale]);
  const groups = useMemo(() => {
    const needle = fold(query.trim());
    return catalog.categories
      .map((category) => ({
        category,
        services: category.services.filter(
          (service) =>
            !needle ||
            fold(service.names.en).includes(needle) ||
            fold(service.names.pl).includes(needle) ||
            fold(category.names[locale]).includes(needle),
        ),
      }))
      .filter((group) => group.services.length > 0);
  }, [catalog, query, locale]);
  const toggle = (slug: string) =>
    onChange(value.includes(slug) ? value.filter((item) => item !== slug) : [...value, slug]);

  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{texts?.legend ?? t('fields.services')}</legend>
      {value.length > 0 ? (
        <ChosenServices
          slugs={value}
          names={names}
          label={t('chosenServices')}
          removeLabel={(name) => t('removeService', { name })}
          onRemove={toggle}
        />
      ) : (
        <p className="text-sm text-slate-600">{texts?.none ?? t('noServices')}</p>
      )}
      <label htmlFor={`${id}-search`} className="sr-only">
        {t('searchServices')}
      </label>
      <Input
        id={`${id}-search`}
        type="search"
        placeholder={t('searchServices')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div className="max-h-80 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
        {groups.map(({ category, services }) => {
          const chosen = category.services.filter((service) => value.includes(service.slug)).length;
          return (
            <details key={category.slug} open={query.trim() !== ''} className="rounded-md">
              <summary className="cursor-pointer rounded-md px-2 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50">
                {category.names[locale]}
                {chosen > 0 ? <span className="ml-2 text-brand-700">({chosen})</span> : null}
              </summary>
              <div className="grid gap-1 px-2 pb-2 sm:grid-cols-2">
                {services.map((service) => (
                  <label key={service.slug} className="flex items-start gap-2 py-1 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="mt-0.5 accent-brand-700"
                      checked={value.includes(service.slug)}
                      onChange={() => toggle(service.slug)}
                    />
                    {service.names[locale]}
                  </label>
                ))}
              </div>
            </details>
          );
        })}
        {groups.length === 0 ? <p className="px-2 py-1.5 text-sm text-slate-600">{t('noMatch')}</p> : null}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
