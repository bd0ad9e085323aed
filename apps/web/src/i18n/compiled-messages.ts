import { type AppLocale, getMessages, type Messages } from '@tendero/i18n';
import compile from 'icu-minify/compile';

type Tree = { [key: string]: Tree | string };

/**
 * icu-minify builds plural and select branches as null-prototype objects, which React refuses to pass to
 * the browser: the same values as plain objects and arrays.
 */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  }
  return value;
}

function compileTree(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      // A leaf becomes next-intl's compiled form (a plain string stays a string).
      typeof value === 'string' ? (plain(compile(value)) as string) : compileTree(value),
    ]),
  );
}

const compiled = new Map<AppLocale, Messages>();

/**
 * The web app's texts with every ICU message parsed once, here on the server. The browser and the server
 * format them with next-intl's formatter for compiled messages (`use-intl/format-message` is aliased to
 * its `format-only` build in next.config.ts), so no page ships the ICU parser (~12 KB gzip). Same keys and
 * shape as `getMessages`; only the leaves are compiled, which nothing but next-intl reads.
 */
export function getCompiledMessages(locale: AppLocale): Messages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compileTree(getMessages(locale) as unknown as Tree) as unknown as Messages;
    compiled.set(locale, messages);
  }
  return messages;
}
