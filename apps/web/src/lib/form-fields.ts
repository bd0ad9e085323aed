'use client';

import { useState } from 'react';
import {
  type FieldPath,
  type FieldValues,
  get,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * When React hydrates a textarea it puts the server's text back over whatever was typed into it (inputs
 * and selects it leaves alone). So what was typed is read before that: once when this module loads (it
 * loads before the forms using it hydrate) and at every keystroke from then on, until the form takes the
 * field over.
 */
const typedBeforeHydration = new WeakMap<HTMLTextAreaElement, string>();
/** Textareas a form has taken over: what is typed into them from then on is the form's business. */
const takenOver = new WeakSet<HTMLTextAreaElement>();
if (typeof document !== 'undefined') {
  const remember = (area: HTMLTextAreaElement) => {
    if (!takenOver.has(area) && area.value !== area.defaultValue) typedBeforeHydration.set(area, area.value);
  };
  for (const area of document.querySelectorAll('textarea')) remember(area);
  document.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof HTMLTextAreaElement) remember(event.target);
    },
    { capture: true },
  );
}

/** What the server-rendered HTML says a field holds before the scripts run. */
export type SavedValue = { defaultValue?: string | number; defaultChecked?: boolean };

/**
 * A field's props: react-hook-form's `register`, with the saved value written into the server's HTML
 * (`defaultValue`, or `defaultChecked` for a yes/no box). A profile form then shows the saved name from
 * the first paint, not an empty field filled in when the scripts arrive; and what a visitor types before
 * that is kept: react-hook-form keeps a field whose value differs from its HTML default when it starts
 * (a phone on a slow network, a password manager filling the sign-in form), and a textarea's text is put
 * back after React's hydration has written over it.
 * A radio button carries its own value, so it takes `choice(name, value)` instead of `register(name)`;
 * react-hook-form does not keep an early pick among radios, so `choice` does.
 */
export function useFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'register'>,
  defaults: unknown,
) {
  // Made once: the form's `register` and its default values do not change after the first render.
  return useState(() => bindFields(form, defaults))[0];
}

function bindFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'register'>,
  defaults: unknown,
) {
  /** Each radio group's pick as the page had it before any of its buttons was registered. */
  const pickedBefore = new Map<string, string>();
  const registered = new WeakSet<HTMLInputElement>();

  function register<N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) {
    const saved = get(defaults, name) as unknown;
    const html: SavedValue =
      typeof saved === 'string' || typeof saved === 'number'
        ? { defaultValue: saved }
        : typeof saved === 'boolean'
          ? { defaultChecked: saved }
          : {};
    const field = form.register(name, options);
    return { ...field, ...html, ref: keepEarlyText(field) };
  }

  /** Puts back the text React's hydration wrote over (see `typedBeforeHydration`), as if typed now. */
  function keepEarlyText(field: UseFormRegisterReturn<string>) {
    return (element: HTMLElement | null) => {
      field.ref(element);
      if (!(element instanceof HTMLTextAreaElement) || takenOver.has(element)) return;
      takenOver.add(element);
      const typed = typedBeforeHydration.get(element);
      if (typed === undefined) return;
      typedBeforeHydration.delete(element);
      if (element.value === typed) return;
      element.value = typed;
      void field.onChange({ target: element, type: 'change' });
    };
  }

  function choice<N extends FieldPath<T>>(name: N, value: string, options?: RegisterOptions<T, N>) {
    const field = form.register(name, options);
    return { ...field, value, defaultChecked: get(defaults, name) === value, ref: keepEarlyPick(field) };
  }

  /** Registering a radio ticks the default and so unticks the visitor's pick: it is read first and put back. */
  function keepEarlyPick(field: UseFormRegisterReturn<string>) {
    return (element: HTMLInputElement | null) => {
      // Only at a button's first registration (a ref runs again at every render).
      if (element?.type !== 'radio' || registered.has(element)) return field.ref(element);
      registered.add(element);
      if (!pickedBefore.has(element.name)) pickedBefore.set(element.name, radioGroupValue(element));
      field.ref(element);
      if (element.value === pickedBefore.get(element.name) && !element.checked) {
        element.checked = true;
        void field.onChange({ target: element, type: 'change' });
      }
    };
  }

  return { register, choice };
}

function radioGroupValue(element: HTMLInputElement): string {
  const group = element.form?.elements.namedItem(element.name);
  if (group instanceof RadioNodeList) return group.value;
  return element.checked ? element.value : '';
}
