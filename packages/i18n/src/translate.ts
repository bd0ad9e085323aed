import { type AbstractIntlMessages, createTranslator } from 'use-intl/core';
import { type AppLocale, getMessages } from './messages';

type Vars = Record<string, string | number>;
type Translate = (key: string, vars?: Vars) => string;

const translators = new Map<AppLocale, Translate>();

/**
 * Server-side translation (API error messages, e-mails) with the translator the pages use (use-intl's
 * `createTranslator`) over the same message files, so placeholders and ICU plurals
 * (`{count, plural, one {…} other {…}}`) read the same everywhere. A missing key returns the key, so a gap
 * is visible instead of silent.
 */
function translatorFor(locale: AppLocale): Translate {
  let translator = translators.get(locale);
  if (!translator) {
    const t = createTranslator({
      locale,
      messages: getMessages(locale) as AbstractIntlMessages,
      onError: () => undefined,
      getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
    });
    translator = (key, vars) => t(key as never, vars as never);
    translators.set(locale, translator);
  }
  return translator;
}

export function translate(locale: AppLocale, key: string, vars: Vars = {}): string {
  return translatorFor(locale)(key, vars);
}

function lookup(tree: unknown, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function hasMessage(locale: AppLocale, key: string): boolean {
  return typeof lookup(getMessages(locale), key) === 'string';
}
