import type { SelectHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { Field, type LabelledProps, Select } from './fields';
import type { OptionList } from './options-html';

/*
 * Its own module, not fields.tsx: a client page that uses one field gets that module whole (the pages' first
 * load is held to 150 KB), so a part only some forms use lives apart.
 */

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & LabelledProps & { options?: OptionList };

/**
 * A labelled select (a country, a size, a topic): `Field` around a `Select`, marked invalid by its error;
 * any other props (its options, `register(name)`) go to the select.
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, label, hint, error, ...props },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Select ref={ref} id={id} invalid={!!error} {...props} />
    </Field>
  );
});
