import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../packages/i18n/messages/en/errors.json';
import pl from '../../../packages/i18n/messages/pl/errors.json';
import { globalErrorTexts } from './global-error-texts';

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const { default: GlobalError } = await import('./global-error');

function render(path: string, message = ''): string {
  pathname = path;
  return renderToStaticMarkup(createElement(GlobalError, { error: Object.assign(new Error(message), {}) }));
}

describe('the last-resort error page speaks the language of its path', () => {
  beforeEach(() => {
    pathname = '/';
  });

  it('is Polish under /pl, with the page language set and a way home', () => {
    const html = render('/pl/marketplace');
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('<h1>Wewnętrzny błąd serwera</h1>');
    expect(html).toContain('Coś poszło nie tak po naszej stronie');
    expect(html).toContain('href="/pl"');
    expect(html).not.toContain('Internal Server Error');
  });

  it("is English elsewhere, with SPEC §8's title and the error's message when there is one", () => {
    const html = render('/en/about', 'Database unavailable');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Internal Server Error</h1>');
    expect(html).toContain('Database unavailable');
    expect(render('/polish-looking-path')).toContain('<html lang="en">');
  });
});

describe('the last-resort texts', () => {
  it("are the error catalogue's own, in both languages", () => {
    expect(globalErrorTexts.en).toEqual({ title: en.serverErrorTitle, body: en.serverErrorBody });
    expect(globalErrorTexts.pl).toEqual({ title: pl.serverErrorTitle, body: pl.serverErrorBody });
  });
});
