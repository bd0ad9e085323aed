import type { TextareaHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { cx } from './cx';
import { control, Field, type Invalid, type LabelledProps, ring } from './fields';

/*
 * Its own module, not fields.tsx: a client page gets a ui module whole, and the pages with a select or an
 * input but no text area (the find-orders page's filters, at its 150 KB budget) need not carry these.
 */

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & Invalid>(
  function Textarea({ className, invalid, ...props }, ref) {
    return (
      <textarea
        ref={ref}
        aria-invalid={invalid || undefined}
        className={cx(control, ring(invalid), className)}
        {...props}
      />
    );
  },
);

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & LabelledProps;

/**
 * A labelled text area (a description, a bio, a reason): `Field` around a `Textarea`, marked invalid by its
 * error and described by the error, else by the hint. `register(name)` spreads onto it.
 */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { id, label, hint, error, ...props },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Textarea
        ref={ref}
        id={id}
        invalid={!!error}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...props}
      />
    </Field>
  );
});
