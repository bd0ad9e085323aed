import { Button, Field, type OptionList, Select } from '@tendero/ui';
import type { ComponentProps, ReactNode } from 'react';

/**
 * The filters of a list page (marketplace search, /orders/find) as one GET form, so the state is the URL:
 * open beside the list on a wide screen, folded behind a toggle (no script needed) on a phone. Below the
 * fields, "apply" submits and "clear" (the form's own address) shows while a filter is set.
 */
export function FilterPanel({
  id,
  title,
  activeCount,
  action,
  applyLabel,
  clearLabel,
  children,
}: {
  /** Unique on the page: names the toggle and the form's heading. */
  id: string;
  title: string;
  activeCount: number;
  action: string;
  applyLabel: string;
  clearLabel: string;
  children: ReactNode;
}) {
  return (
    <div>
      <input type="checkbox" id={`${id}-toggle`} className="peer sr-only lg:hidden" />
      <label
        htmlFor={`${id}-toggle`}
        className="flex w-full cursor-pointer items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold text-slate-900 shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700 lg:hidden"
      >
        <span>
          {title}
          {activeCount > 0 ? <span className="ml-1 text-brand-700">({activeCount})</span> : null}
        </span>
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="h-5 w-5 fill-slate-500 transition-transform [.peer:checked~label_&]:rotate-180"
        >
          <path d="M5.3 7.3 10 12l4.7-4.7 1.1 1.1L10 14.2 4.2 8.4z" />
        </svg>
      </label>
      <form
        method="get"
        action={action}
        aria-labelledby={`${id}-title`}
        className="mt-3 hidden space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm peer-checked:block lg:mt-0 lg:block"
      >
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {children}
        <div className="flex items-center gap-3 pt-1">
          <Button type="submit" className="flex-1">
            {applyLabel}
          </Button>
          {activeCount > 0 ? (
            <a href={action} className="text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline">
              {clearLabel}
            </a>
          ) : null}
        </div>
      </form>
    </div>
  );
}

/** A choice of a filter panel, labelled above and "any" (no filter, the empty value) first. */
export function FilterSelect({
  id,
  label,
  anyLabel,
  options,
  ...select
}: Omit<ComponentProps<typeof Select>, 'id' | 'options'> & {
  id: string;
  label: ReactNode;
  anyLabel: string;
  options: OptionList;
}) {
  return (
    <Field id={id} label={label}>
      <Select id={id} {...select} options={[{ value: '', label: anyLabel }, ...options]} />
    </Field>
  );
}

export type FilterChip = { key: string; label: string; href: string };

/** The active filters as links that each remove one. */
export function FilterChips({
  chips,
  label,
  removeLabel,
}: {
  chips: FilterChip[];
  label: string;
  removeLabel: string;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <a
            href={chip.href}
            className="inline-flex items-center gap-1.5 rounded-full bg-white py-1 pr-2 pl-3 text-sm text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-100"
          >
            {chip.label}
            <span aria-hidden="true" className="text-slate-500">
              ×
            </span>
            <span className="sr-only">{removeLabel}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
