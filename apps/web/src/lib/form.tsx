'use client';

import { Field, Input, Textarea } from '@tendero/ui';
import {
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useRef,
} from 'react';
import {
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { SavedValue } from './form-fields';

/**
 * A form that is sent only by its `onSubmit` (react-hook-form's, which validates and calls the API). A
 * press before the scripts have arrived would otherwise send it the browser's way: the page reloads,
 * what was typed is lost and, for a GET form, lands in the address bar. Given a function action, React
 * writes an action into the HTML that cannot send, holds such an early press and replays it once the
 * page is live; the replay asks the form to submit, so it goes through `onSubmit` like any other press.
 * React resets a form after running its action; that reset is refused, since the fields hold what the
 * visitor typed (and what `onSubmit` is sending). A press on the live page never reaches the action:
 * `onSubmit` prevents the browser's submission, and React then leaves the action alone.
 * Search filters that work without scripts stay plain `<form method="get">`.
 */
export function Form({ ref, ...props }: Omit<ComponentProps<'form'>, 'action' | 'method'>) {
  const own = useRef<HTMLFormElement | null>(null);
  const replayed = useRef(false);
  return (
    <form
      noValidate
      {...props}
      ref={(element) => {
        own.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
        if (!element) return;
        // React resets the form while it commits, when its own event handlers are switched off: a plain
        // listener is the one that hears it.
        const keepReplayed = (event: Event) => {
          if (!replayed.current) return;
          replayed.current = false;
          event.preventDefault();
        };
        element.addEventListener('reset', keepReplayed);
        return () => element.removeEventListener('reset', keepReplayed);
      }}
      action={() => {
        replayed.current = true;
        own.current?.requestSubmit();
      }}
    />
  );
}

type BoundForm<T extends FieldValues> = {
  register: (name: FieldPath<T>) => UseFormRegisterReturn<string> & SavedValue;
  message: (text: string | undefined) => string | undefined;
  formState: { errors: FieldErrors<T> };
};

type TextFieldOwn<T extends FieldValues> = {
  /** What `useContractForm` returned. */
  form: BoundForm<T>;
  name: FieldPath<T>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Points the control's `aria-describedby` at the error while there is one, else at the hint (if any). */
  described?: boolean;
};

type TextFieldProps<T extends FieldValues> = TextFieldOwn<T> &
  (
    | ({ multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id'>)
    | ({ multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name' | 'id'>)
  );

/**
 * A labelled text input (a `Textarea` when `multiline`) bound to one field of a `useContractForm` form:
 * `Field` with the field's translated error, the control marked invalid by it, registered by name; any
 * other props (type, autoComplete, maxLength...) go to the control.
 */
export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { form, name, id, label, hint, described, multiline, ...control } = props;
  const error = get(form.formState.errors, name) as FieldError | undefined;
  // In the order the forms wrote them by hand: the id, the control's own props, its error state, the field.
  const bound = {
    invalid: !!error,
    ...(described ? { 'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined } : {}),
    ...form.register(name),
  };
  return (
    <Field id={id} label={label} hint={hint} error={form.message(error?.message)}>
      {multiline ? (
        <Textarea id={id} {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...bound} />
      ) : (
        <Input id={id} {...(control as InputHTMLAttributes<HTMLInputElement>)} {...bound} />
      )}
    </Field>
  );
}
