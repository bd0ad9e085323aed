import { describe, expect, it } from 'vitest';
import { isValidMailingSignature, mailingSignature } from '../notifications/index';
import { renderNewsletterBody, renderNewsletterMail } from './newsletter-format';

describe('newsletter formatting', () => {
  it('renders the simple subset: paragraphs, bold, italic, lists, links', () => {
    const { html, text } = renderNewsletterBody(
      'Hello **all**, *really*\n\n- one\n- two\n\n[Tendero](https://tendero.test)',
    );
    expect(html).toContain('<strong>all</strong>');
    expect(html).toContain('<em>really</em>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toContain('<a href="https://tendero.test" style="color:#0f766e">Tendero</a>');
    expect(text).toContain('**all**');
  });

  it('never lets the writer add markup of their own', () => {
    const { html } = renderNewsletterBody(
      '<img src=x onerror=alert(1)>\n\nText <b onclick="x()">b</b> ![pic](https://evil.test/p.png) [js](javascript:alert(1)) [data](data:text/html,x)',
    );
    expect(html).not.toMatch(/<img|<b |onclick="|href="javascript|href="data/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('pic');
  });

  it('ends every e-mail with the unsubscribe line and link, escaped', () => {
    const mail = renderNewsletterMail('en', 'Hi', {
      line: 'You receive this.',
      linkLabel: 'Unsubscribe',
      link: 'https://tendero.test/en/delete-mailing/a%40b.test/u1?sig=abc',
    });
    expect(mail.text).toContain('You receive this. https://tendero.test/en/delete-mailing/a%40b.test/u1?sig=abc');
    expect(mail.html).toContain('href="https://tendero.test/en/delete-mailing/a%40b.test/u1?sig=abc"');
  });
});

describe('signed unsubscribe links', () => {
  it('accepts its own signature in any letter case of the address, and nothing else', () => {
    const sig = mailingSignature('key', 'Jan@Firma.pl', 'u1');
    expect(isValidMailingSignature('key', 'jan@firma.pl', 'u1', sig)).toBe(true);
    expect(isValidMailingSignature('key', 'jan@firma.pl', 'u2', sig)).toBe(false);
    expect(isValidMailingSignature('key', 'ann@firma.pl', 'u1', sig)).toBe(false);
    expect(isValidMailingSignature('other', 'jan@firma.pl', 'u1', sig)).toBe(false);
    expect(isValidMailingSignature('key', 'jan@firma.pl', 'u1', '')).toBe(false);
  });
});
