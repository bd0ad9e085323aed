'use client';

import { type WorkLanguage, workLanguages } from '@tendero/contracts';
import { cx } from '@tendero/ui';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { languageNames } from './language-names';

/** The work languages as checkbox chips, named in the page's language. */
export function LanguageChips({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: readonly WorkLanguage[];
  onChange: (languages: WorkLanguage[]) => void;
}) {
  const locale = useLocale();
  const names = useMemo(() => languageNames(workLanguages, locale), [locale]);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {workLanguages.map((code, index) => {
          const checked = value.includes(code);
          return (
            <label
              key={code}
              className={cx(
                'cursor-pointer rounded-full px-3 py-1.5 text-sm ring-1 ring-inset transition-colors select-none',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700',
                checked
                  ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
                  : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={() => onChange(checked ? value.filter((item) => item !== code) : [...value, code])}
              />
              {checked ? <span aria-hidden="true">✓ </span> : null}
              {names[index]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
