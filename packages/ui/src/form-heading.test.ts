import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormHeading } from './form-heading';

describe('FormHeading', () => {
  it('is the title the form is named by and the sentence under it, as the forms wrote them', () => {
    expect(renderToStaticMarkup(h(FormHeading, { id: 'x-title', title: 'Plan', lead: 'Choose one' }))).toBe(
      '<div><h2 id="x-title" class="text-lg font-semibold text-slate-900">Plan</h2>' +
        '<p class="mt-1 text-sm text-slate-700">Choose one</p></div>',
    );
    expect(
      renderToStaticMarkup(
        h(FormHeading, { id: 'x-title', title: 'Review', lead: 'How was it', as: 'h3', quiet: true }),
      ),
    ).toBe(
      '<div><h3 id="x-title" class="text-lg font-semibold text-slate-900">Review</h3>' +
        '<p class="mt-1 text-sm text-slate-600">How was it</p></div>',
    );
  });
});
