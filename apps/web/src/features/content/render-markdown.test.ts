import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('Markdown of our pages', () => {
  it('keeps links inside the app and mailto', () => {
    expect(renderMarkdown('[support](/en/account-settings/support)')).toContain(
      '<a href="/en/account-settings/support">support</a>',
    );
    expect(renderMarkdown('[write](mailto:support@tendero.app)')).toContain('href="mailto:support@tendero.app"');
  });

  it('never renders a link to another site or an unsafe protocol', () => {
    const html = renderMarkdown('[x](javascript:alert(1)) [y](https://evil.example) [z](//evil.example)');
    expect(html).not.toContain('<a');
    expect(html).toContain('x y z');
  });
});
