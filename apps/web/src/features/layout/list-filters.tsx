import { Button, Input, Select } from '@tendero/ui';
import type { ReactNode } from 'react';

/** The label style of a filter field (the GET form's fields are plain, not react-hook-form ones). */
export const filterLabel = 'block text-sm font-medium text-slate-800';

type Option = { value: string; label: string };

/**
 * One field of a list's filters, named like its URL field: the search box (`q`), a choice among options
 * ("any" first, or `children` for grouped ones), a date, or a hidden field the form keeps (a tab).
 */
export type ListFilterField =
  | { type: 'search'; label: string; placeholder: string; className?: string }
  | { type: 'select'; name: string; label: string; options?: readonly Option[]; children?: ReactNode }
  | { type: 'date'; name: string; label: string }
  | { type: 'hidden'; name: string; value: string | number };

/** A list's search box, labelled by its namespace's `filters.q` and `filters.qPlaceholder`. */
export function searchField(
  t: (key: 'filters.q' | 'filters.qPlaceholder') => string,
  className?: string,
): ListFilterField {
  return { type: 'search', label: t('filters.q'), placeholder: t('filters.qPlaceholder'), className };
}

/** A choice among options, "any" first (`children` adds options of its own, e.g. groups). */
export function selectField(
  name: string,
  label: string,
  options: readonly Option[],
  children?: ReactNode,
): ListFilterField {
  return { type: 'select', name, label, options, children };
}

/** A date field of the filters. */
export function dateField(name: string, label: string): ListFilterField {
  return { type: 'date', name, label };
}

/** A choice's options: each value and how it reads. */
export function optionsOf<V extends string>(values: readonly V[], label: (value: V) => string): Option[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** The texts a list's namespace has for its filters (the same keys on every list). */
export type ListFilterTexts = (key: 'filters.title' | 'filters.apply' | 'filters.clear') => string;

/**
 * The filters of a list: one GET form, so the URL is the state and a filtered view can be shared. Each
 * field is `{id}-{name}` and shows the URL's value; "clear" shows when any filter (`pairs`) is set.
 */
export function ListFilters({
  id,
  action,
  values,
  pairs,
  clearHref = action,
  t,
  anyLabel = '',
  gridClassName,
  fields,
}: {
  /** The list's name, unique on the page (`users` gives `users-filters`, `users-q`, …). */
  id: string;
  /** The list's own address with the locale. */
  action: string;
  /** The URL state the fields show. */
  values: Partial<Record<string, string | number | undefined>>;
  /** The filters set, as query pairs. */
  pairs: Record<string, string>;
  /** Where "clear" leads (the list's own address unless it keeps something, like a tab). */
  clearHref?: string;
  t: ListFilterTexts;
  /** The "no filter" choice of the selects (`filters.any`). */
  anyLabel?: string;
  gridClassName: string;
  fields: readonly ListFilterField[];
}) {
  const filtered = Object.keys(pairs).length > 0;
  return (
    <form
      method="get"
      action={action}
      aria-labelledby={`${id}-filters-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={`${id}-filters-title`} className="sr-only">
        {t('filters.title')}
      </h2>
      <div className={gridClassName}>
        {fields.map((field) => (
          <ListFilterInput
            key={field.type === 'search' ? 'q' : field.name}
            list={id}
            field={field}
            values={values}
            anyLabel={anyLabel}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Button type="submit">{t('filters.apply')}</Button>
        {filtered ? (
          <a href={clearHref} className="text-sm font-semibold text-brand-800 hover:underline">
            {t('filters.clear')}
          </a>
        ) : null}
      </div>
    </form>
  );
}

/** One field of the filters, its label above it. */
function ListFilterInput({
  list,
  field,
  values,
  anyLabel,
}: {
  list: string;
  field: ListFilterField;
  values: Partial<Record<string, string | number | undefined>>;
  anyLabel: string;
}) {
  if (field.type === 'hidden') return <input type="hidden" name={field.name} value={field.value} />;
  const name = field.type === 'search' ? 'q' : field.name;
  const id = `${list}-${name}`;
  const value = String(values[name] ?? '');
  return (
    <div className={(field.type === 'search' && field.className) || 'space-y-1.5'}>
      <label htmlFor={id} className={filterLabel}>
        {field.label}
      </label>
      {field.type === 'search' ? (
        <Input id={id} name="q" type="search" maxLength={200} defaultValue={value} placeholder={field.placeholder} />
      ) : field.type === 'date' ? (
        <Input id={id} name={name} type="date" defaultValue={value} />
      ) : (
        <Select id={id} name={name} defaultValue={value}>
          <option value="">{anyLabel}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {field.children}
        </Select>
      )}
    </div>
  );
}
