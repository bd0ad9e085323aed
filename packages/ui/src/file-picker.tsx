import type { ChangeEvent } from 'react';
import { buttonClass } from './button';
import { FieldError } from './field-error';

/**
 * A file field whose button and "no file" line speak the page's language (the browser's own file button
 * speaks the browser's): the input is visually hidden, its focus shown on the button-like label.
 */
export function FilePicker({
  id,
  label,
  chooseLabel,
  noFileLabel,
  fileName,
  accept,
  error,
  onChange,
}: {
  id: string;
  label: string;
  chooseLabel: string;
  noFileLabel: string;
  fileName: string | null;
  accept?: string;
  error?: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={accept}
          onChange={onChange}
          aria-describedby={error ? `${id}-error` : `${id}-name`}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={buttonClass(
            'secondary',
            'md',
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
          )}
        >
          {chooseLabel}
        </label>
        <span id={`${id}-name`} className="min-w-0 text-sm break-all text-slate-700">
          {fileName ?? noFileLabel}
        </span>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
