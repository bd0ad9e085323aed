import { type ComponentProps, createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckboxCard } from './checkbox-card';
import { Field, Select } from './fields';
import { SelectField } from './select-field';

const registered = { name: 'country', onChange: () => {}, defaultValue: 'PL' };
const options = [h('option', { key: '', value: '' }, 'Choose'), h('option', { key: 'PL', value: 'PL' }, 'Poland')];

describe('SelectField', () => {
  it('renders the same label, select, hint and error as Field around Select', () => {
    for (const error of [undefined, 'Choose a country']) {
      const bound = h(
        SelectField,
        { id: 'x-country', label: 'Country', hint: 'Where you work', error, ...registered },
        ...options,
      );
      const byHand = h(
        Field,
        { id: 'x-country', label: 'Country', hint: 'Where you work', error } as ComponentProps<typeof Field>,
        h(Select, { id: 'x-country', invalid: !!error, ...registered }, ...options),
      );
      expect(renderToStaticMarkup(bound)).toBe(renderToStaticMarkup(byHand));
    }
  });
});

describe('CheckboxCard', () => {
  const box = 'flex items-start gap-3 rounded-xl border border-slate-200 p-4 text-slate-900';
  const lit = 'has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50';
  const input = '<input type="checkbox" class="mt-1 h-4 w-4 shrink-0 accent-brand-700" name="on" checked=""/>';

  it('is a lit box around the checkbox and its label', () => {
    expect(renderToStaticMarkup(h(CheckboxCard, { label: 'Required', name: 'on', defaultChecked: true }))).toBe(
      `<label class="${box} ${lit}">${input}<span class="font-medium">Required</span></label>`,
    );
  });

  it('puts a hint under the label', () => {
    expect(
      renderToStaticMarkup(
        h(CheckboxCard, { label: 'Answer', hint: 'Inquiries too', name: 'on', defaultChecked: true }),
      ),
    ).toBe(
      `<label class="${box} ${lit}">${input}<span><span class="block font-medium">Answer</span>` +
        '<span class="mt-1 block text-sm text-slate-700">Inquiries too</span></span></label>',
    );
  });
});
