import { describe, expect, it } from 'vitest';
import { escapeHtml, optionsHtml } from './options-html';

describe('optionsHtml', () => {
  it('writes options and groups in order, marking the chosen value', () => {
    const { __html } = optionsHtml(
      [
        { value: '', label: 'Any city' },
        {
          group: 'Poland',
          options: [
            { value: 'PL', label: 'Whole country' },
            { value: 'krakow', label: 'Kraków (12)' },
          ],
        },
      ],
      'krakow',
    );
    expect(__html).toBe(
      '<option value="">Any city</option><optgroup label="Poland"><option value="PL">Whole country</option>' +
        '<option value="krakow" selected="">Kraków (12)</option></optgroup>',
    );
  });

  it('leaves every option unmarked when nothing or an unknown value is chosen', () => {
    expect(optionsHtml([{ value: 'a', label: 'A' }]).__html).not.toContain('selected');
    expect(optionsHtml([{ value: 'a', label: 'A' }], 'b').__html).not.toContain('selected');
  });

  it('writes a datalist suggestion as its value alone', () => {
    expect(optionsHtml([{ value: 'Księgowość' }]).__html).toBe('<option value="Księgowość"></option>');
  });

  it('escapes labels, values and group names, so no text can close the element or add one', () => {
    const hostile = `"><script>alert('x')</script>&`;
    const { __html } = optionsHtml([{ group: hostile, options: [{ value: hostile, label: hostile }] }], hostile);
    expect(__html).not.toContain('<script');
    expect(__html).not.toMatch(/value="[^"]*"[^ >]/);
    expect(__html).toContain(escapeHtml(hostile));
    expect(escapeHtml(hostile)).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
  });
});
