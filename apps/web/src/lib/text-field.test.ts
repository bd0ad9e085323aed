import { Field, Input, Textarea } from '@tendero/ui';
import { type ComponentProps, createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './form';

type Values = { email: string; note: string };

/** A stand-in for what `useContractForm` returns: registration, error texts and the field errors. */
function fakeForm(errors: Partial<Record<keyof Values, { type: string; message: string }>>) {
  return {
    register: (name: keyof Values) => ({
      name,
      onChange: async () => {},
      onBlur: async () => {},
      ref: () => {},
      defaultValue: 'saved',
    }),
    message: (text: string | undefined) => (text ? `text of ${text}` : undefined),
    formState: { errors },
  };
}

const registered = { name: 'email', defaultValue: 'saved' };

/** `Field` written by hand around its control, as the forms did before `TextField`. */
function field(props: Omit<ComponentProps<typeof Field>, 'children'>, control: ReactNode) {
  return h(Field, props as ComponentProps<typeof Field>, control);
}

describe('TextField', () => {
  it('renders the same label, input and error as Field around Input', () => {
    for (const errors of [{}, { email: { type: 'custom', message: 'errors.email' } }]) {
      const form = fakeForm(errors);
      const error = errors.email;
      const bound = h(TextField<Values>, {
        form,
        name: 'email',
        id: 'x-email',
        label: 'E-mail',
        type: 'email',
        autoComplete: 'email',
      });
      const byHand = field(
        { id: 'x-email', label: 'E-mail', error: form.message(error?.message) },
        h(Input, { id: 'x-email', type: 'email', autoComplete: 'email', invalid: !!error, ...registered }),
      );
      expect(renderToStaticMarkup(bound)).toBe(renderToStaticMarkup(byHand));
    }
  });

  it('renders a Textarea described by its error, else its hint, when multiline and described', () => {
    for (const errors of [{}, { note: { type: 'custom', message: 'errors.note' } }]) {
      const form = fakeForm(errors);
      const error = errors.note;
      const bound = h(TextField<Values>, {
        form,
        name: 'note',
        id: 'x-note',
        label: 'Note',
        hint: 'At most 200',
        described: true,
        multiline: true,
        rows: 3,
      });
      const byHand = field(
        { id: 'x-note', label: 'Note', hint: 'At most 200', error: form.message(error?.message) },
        h(Textarea, {
          id: 'x-note',
          rows: 3,
          invalid: !!error,
          'aria-describedby': error ? 'x-note-error' : 'x-note-hint',
          name: 'note',
          defaultValue: 'saved',
        }),
      );
      expect(renderToStaticMarkup(bound)).toBe(renderToStaticMarkup(byHand));
    }
  });
});
