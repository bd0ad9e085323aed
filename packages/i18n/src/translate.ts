import type { MessageKeys, NamespaceKeys, NestedKeyOf, NestedValueOf } from 'use-intl/core';
import { createTranslator, type IntlError, IntlErrorCode } from 'use-intl/core';
import { type AppLocale, getMessages, type MessageKey, type Messages } from './messages';

type Vars = Record<string, string | number>;
type Translate = (key: MessageKey, vars?: Vars) => string;

/**
 * What a translation error does: in tests it fails (the error is thrown out of `translate`), elsewhere it is
 * logged once per locale and message and the page or e-mail shows the key, so a gap is visible but never
 * breaks a request. Vitest sets VITEST in every test process.
 */
let failOnError = process.env.VITEST !== undefined;
const reported = new Set<string>();

/** For this package's own test of the production behaviour: `false` logs and shows the key. */
export function failOnTranslationError(fail: boolean): void {
  failOnError = fail;
}

function report(locale: AppLocale, error: IntlError): void {
  // Not an error of ours: formatting a date without a time zone uses the process's own.
  if (error.code === IntlErrorCode.ENVIRONMENT_FALLBACK) return;
  if (failOnError) throw error;
  const id = `${locale}:${error.message}`;
  if (reported.has(id)) return;
  reported.add(id);
  console.error(`[i18n] ${locale}: ${error.message}`);
}

const translators = new Map<AppLocale, Translate>();

/**
 * Server-side translation (API error messages, e-mails) with the translator the pages use (use-intl's
 * `createTranslator`) over the same message files, so placeholders and ICU plurals
 * (`{count, plural, one {…} other {…}}`) read the same everywhere. A missing key fails in tests and shows
 * the key elsewhere (see `report`).
 */
function translatorFor(locale: AppLocale): Translate {
  let translator = translators.get(locale);
  if (!translator) {
    const t = createTranslator({
      locale,
      messages: getMessages(locale),
      onError: (error) => report(locale, error),
      getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
    });
    translator = (key, vars) => t(key, vars);
    translators.set(locale, translator);
  }
  return translator;
}

/** The text of a key of the English catalogue (the key's type: a misspelt or missing key fails the typecheck). */
export function translate(locale: AppLocale, key: MessageKey, vars: Vars = {}): string {
  return translatorFor(locale)(key, vars);
}

/**
 * `translate` for a key that arrives as data (an AppError's `messageKey`, a contract's refusal, a zod
 * issue's message): the typecheck cannot see it, so a missing one is reported at run time like any other.
 */
export function translateKey(locale: AppLocale, key: string, vars: Vars = {}): string {
  return translatorFor(locale)(key as MessageKey, vars);
}

/** A group of texts (`email.meeting`, `consents.csv`): what `translator` speaks under. */
export type MessageNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;
/** The keys of the texts under a namespace (`subject`, `body`, … under `email.meeting.created`). */
export type KeyUnder<Namespace extends MessageNamespace> = MessageKeys<
  NestedValueOf<Messages, Namespace>,
  NestedKeyOf<NestedValueOf<Messages, Namespace>>
>;

/**
 * `translate` under a namespace, as the pages' `getTranslations({ locale, namespace })`: a key outside it
 * fails the typecheck, so a helper like `say('offline')` needs no string keys.
 */
export function translator<Namespace extends MessageNamespace>(locale: AppLocale, namespace: Namespace) {
  // `${namespace}.${key}` is a MessageKey by the types above; TypeScript cannot join the two unions.
  return (key: KeyUnder<Namespace>, vars?: Vars): string =>
    translate(locale, `${namespace}.${key}` as MessageKey, vars);
}

function lookup(tree: unknown, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Whether a key known only at run time (an error code's, a field's) has a text: then it is a `MessageKey`. */
export function hasMessage(locale: AppLocale, key: string): key is MessageKey {
  return typeof lookup(getMessages(locale), key) === 'string';
}
