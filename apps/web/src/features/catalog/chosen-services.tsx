'use client';

import { cx } from '@tendero/ui';

/** The services chosen so far, as chips with a remove button each (the service's name in its label). */
export function ChosenServices({
  slugs,
  names,
  label,
  removeLabel,
  onRemove,
  className,
}: {
  slugs: readonly string[];
  names: Map<string, string>;
  label: string;
  removeLabel: (name: string) => string;
  onRemove: (slug: string) => void;
  className?: string;
}) {
  if (slugs.length === 0) return null;
  return (
    <ul className={cx('flex flex-wrap gap-2', className)} aria-label={label}>
      {slugs.map((slug) => (
        <li
          key={slug}
          className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset"
        >
          {names.get(slug) ?? slug}
          <button
            type="button"
            className="rounded-full px-1.5 text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            aria-label={removeLabel(names.get(slug) ?? slug)}
            onClick={() => onRemove(slug)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
