import { Button, Input, Select } from '@tendero/ui';
import type { ReactNode } from 'react';

/**
 * The frame of an list's filters: one GET form, so the URL is the state and a filtered view can be
 * shared. The fields come as children; "clear" shows when any filter is set.
 */
export function ListFilters({
  id,
  action,
  title,
  applyLabel,
  clearLabel,
  clearHref,
  gridClassName,
  children,
}: {
  id: string;
  /** The list's own address with the locale. */
  action: string;
  title: string;
  applyLabel: string;
  clearLabel: string;
  clearHref: string | null;
  gridClassName: string;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      action={action}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={`${id}-title`} className="sr-only">
        {title}
      </h2>
      <div className={gridClassName}>{children}</div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Button type="submit">{applyLabel}</Button>
        {clearHref ? (
          <a href={clearHref} className="text-sm font-semibold text-brand-800 hover:underline">
            {clearLabel}
          </a>
        ) : null}
      </div>
    </form>
  );
}

/** The label style of a filter field (the GET form's fields are plain, not react-hook-form ones). */
export const filterLabel = 'block text-sm font-medium text-slate-800';

/** The search box of a list's filters (the `q` of its URL). */
export function ListSearchField({
  id,
  label,
  placeholder,
  defaultValue,
  className = 'space-y-1.5',
}: {
  id: string;
  label: string;
  placeholder: string;
  defaultValue: string | undefined;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabel}>
        {label}
      </label>
      <Input
        id={id}
        name="q"
        type="search"
        maxLength={200}
        defaultValue={defaultValue ?? ''}
        placeholder={placeholder}
      />
    </div>
  );
}

/**
 * A choice among a list's filters: "any" (no filter, an empty value) and the options, or `children` for
 * grouped options. The URL's value is `defaultValue`.
 */
export function ListSelectField({
  id,
  name,
  label,
  anyLabel,
  defaultValue,
  options = [],
  children,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  defaultValue: string | undefined;
  options?: readonly { value: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={filterLabel}>
        {label}
      </label>
      <Select id={id} name={name} defaultValue={defaultValue ?? ''}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </Select>
    </div>
  );
}
