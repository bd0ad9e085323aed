import { type AppLocale, getMessages } from './messages';

type Vars = Record<string, string | number>;

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Server-side translation (API error messages, e-mails) from the same message files the pages use.
 * Supports `{name}` placeholders only, which is all our messages use. A missing key returns the key, so a
 * gap is visible instead of silent.
 */
export function translate(locale: AppLocale, key: string, vars: Vars = {}): string {
  const template = lookup(getMessages(locale), key) ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function hasMessage(locale: AppLocale, key: string): boolean {
  return lookup(getMessages(locale), key) !== undefined;
}

/**
 * A count-dependent text for e-mails: the key holds one text per plural category of the locale
 * (`one`, `few`, `many`, `other`; `zero` is used for 0 when present), `{count}` filled in.
 */
export function translatePlural(locale: AppLocale, key: string, count: number, vars: Vars = {}): string {
  const category =
    count === 0 && hasMessage(locale, `${key}.zero`) ? 'zero' : new Intl.PluralRules(locale).select(count);
  const chosen = hasMessage(locale, `${key}.${category}`) ? `${key}.${category}` : `${key}.other`;
  return translate(locale, chosen, { ...vars, count });
}
