import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from './cx';
import { FieldError } from './field-error';
import { type OptionList, optionsHtml } from './options-html';

/** The text controls' look (input, select, text area: textarea.tsx). */
export const control =
  'block w-full rounded-lg border-0 bg-white px-3 py-2 text-slate-900 shadow-sm ring-1 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:ring-brand-600 sm:text-sm';

export function ring(invalid: boolean | undefined): string {
  return invalid ? 'ring-red-500' : 'ring-slate-300';
}

/** What every labelled field takes besides its control's own props: `Field`, `TextareaField`, `SelectField`. */
export type LabelledProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A labelled form field: label, control, hint and error, wired for screen readers. */
export function Field({ id, label, hint, error, children }: LabelledProps & { children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export type Invalid = { invalid?: boolean };

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & Invalid>(function Input(
  { className, invalid, ...props },
  ref,
) {
  return (
    <input ref={ref} aria-invalid={invalid || undefined} className={cx(control, ring(invalid), className)} {...props} />
  );
});

/**
 * A native select. Its options are its children, or `options`: a list written into the page as one piece
 * of HTML (`optionsHtml`), for long lists such as a catalogue or the cities, which React then need not
 * hydrate option by option.
 */
export const Select = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & Invalid & { options?: OptionList }
>(function Select({ className, invalid, options, ...props }, ref) {
  const chosen = props.value ?? props.defaultValue;
  return (
    <select
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cx(control, ring(invalid), className)}
      {...props}
      {...(options
        ? { dangerouslySetInnerHTML: optionsHtml(options, typeof chosen === 'string' ? chosen : undefined) }
        : {})}
    />
  );
});
