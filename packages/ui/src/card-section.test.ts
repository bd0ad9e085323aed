import { type ComponentProps, createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardSection } from './card-section';

type Props = Omit<ComponentProps<typeof CardSection>, 'children'> & { [data: `data-${string}`]: string };

function render(props: Props): string {
  return renderToStaticMarkup(h(CardSection, props as ComponentProps<typeof CardSection>, 'Body'));
}

describe('CardSection', () => {
  it('is the card, the section its heading names and the heading, as the settings pages wrote them', () => {
    expect(render({ id: 'x-title', title: 'Devices' })).toBe(
      '<div class="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm mt-6">' +
        '<section aria-labelledby="x-title">' +
        '<h2 id="x-title" class="text-xl font-bold tracking-tight text-slate-900">Devices</h2>Body</section></div>',
    );
  });

  it('gives the card its anchor and the section the other props', () => {
    expect(render({ id: 'x-title', title: 'Push', cardId: 'push', 'data-testid': 'push-devices' })).toBe(
      '<div class="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm mt-6" id="push">' +
        '<section aria-labelledby="x-title" data-testid="push-devices">' +
        '<h2 id="x-title" class="text-xl font-bold tracking-tight text-slate-900">Push</h2>Body</section></div>',
    );
  });
});
