/** One choice of a native `<select>` or `<datalist>`; without a label the browser shows the value. */
export type OptionItem = { value: string; label?: string };
/** Choices under a heading (`<optgroup>`). */
export type OptionGroup = { group: string; options: readonly OptionItem[] };
export type OptionList = readonly (OptionItem | OptionGroup)[];

const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML, in an element's content or in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

function optionHtml(option: OptionItem, selected: string | undefined): string {
  const label = option.label === undefined ? '' : escapeHtml(option.label);
  const mark = option.value === selected ? ' selected=""' : '';
  return `<option value="${escapeHtml(option.value)}"${mark}>${label}</option>`;
}

/**
 * The options of a native `<select>` or `<datalist>` as one piece of HTML, for `dangerouslySetInnerHTML`.
 * A long list (a catalogue's ~200 services, every city) written as React elements costs the browser one
 * element in the page's data and one to hydrate per option, though nothing in it ever changes on its own;
 * as one string it is one prop, and React leaves the options to the browser (issue 20: half the elements
 * of the marketplace and results pages were options). Every label and value is escaped here. `selected`
 * marks the chosen option in the HTML, so the page shows it before any script runs (React then keeps the
 * select's `value`/`defaultValue` as usual: it selects among the options the browser made).
 */
export function optionsHtml(list: OptionList, selected?: string): { __html: string } {
  let html = '';
  for (const item of list) {
    if ('group' in item) {
      html += `<optgroup label="${escapeHtml(item.group)}">`;
      for (const option of item.options) html += optionHtml(option, selected);
      html += '</optgroup>';
    } else {
      html += optionHtml(item, selected);
    }
  }
  return { __html: html };
}
