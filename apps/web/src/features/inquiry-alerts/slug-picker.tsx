'use client';

import { Select } from '@tendero/ui';
import { useTranslations } from 'next-intl';
import { ChosenServices } from '@/features/catalog';

/** Options of a picker, grouped (services by category, cities by country). */
export type PickerGroup = { label: string; options: { slug: string; name: string }[] };

/** Chosen services or cities as removable chips, more added from a grouped list. */
export function SlugPicker({
  id,
  legend,
  addLabel,
  value,
  groups,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  addLabel: string;
  value: string[];
  groups: PickerGroup[];
  onChange: (slugs: string[]) => void;
  error?: string;
}) {
  const t = useTranslations('inquiryAlerts.picker');
  const names = new Map(groups.flatMap((group) => group.options.map((option) => [option.slug, option.name])));
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {value.length > 0 ? (
        <ChosenServices
          slugs={value}
          names={names}
          label={t('chosen')}
          removeLabel={(name) => t('remove', { name })}
          onRemove={(slug) => onChange(value.filter((item) => item !== slug))}
          className="mt-2"
        />
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t('none')}</p>
      )}
      <label htmlFor={`${id}-add`} className="sr-only">
        {addLabel}
      </label>
      <Select
        id={`${id}-add`}
        className="mt-2"
        value=""
        invalid={!!error}
        onChange={(event) => {
          const slug = event.target.value;
          if (slug && !value.includes(slug)) onChange([...value, slug]);
        }}
      >
        <option value="">{addLabel}</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options
              .filter((option) => !value.includes(option.slug))
              .map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
          </optgroup>
        ))}
      </Select>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Checkboxes for a subset of a short list (a rep narrowing the team's services or cities). */
export function SubsetBoxes({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: { slug: string; name: string }[];
  value: string[];
  onChange: (slugs: string[]) => void;
}) {
  return (
    <fieldset className="mt-2 ml-6">
      <legend className="sr-only">{legend}</legend>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <li key={option.slug}>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={value.includes(option.slug)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...value, option.slug] : value.filter((slug) => slug !== option.slug),
                  )
                }
              />
              {option.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
