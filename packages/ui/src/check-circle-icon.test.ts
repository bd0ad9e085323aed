import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckCircleIcon } from './check-circle-icon';

describe('CheckCircleIcon', () => {
  it('is the tick in a circle the pages drew by hand, hidden from screen readers, in the look it is given', () => {
    expect(renderToStaticMarkup(h(CheckCircleIcon, { className: 'h-4 w-4 fill-brand-700' }))).toBe(
      '<svg viewBox="0 0 20 20" aria-hidden="true" class="h-4 w-4 fill-brand-700">' +
        '<path d="M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-1.2 12.6-3.7-3.7 1.2-1.2 2.5 2.5 5-5 1.2 1.2-6.2 6.2Z"></path></svg>',
    );
  });
});
