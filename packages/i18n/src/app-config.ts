import type { AppLocale, Messages } from './messages';

/**
 * The one declaration that types every translation key: use-intl (and next-intl, which re-exports it)
 * checks each `t('…')` against the English catalogue, so a missing or misspelt key fails the typecheck,
 * and a locale is one of ours. Polish must have the same keys (messages.test.ts).
 */
declare module 'use-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: Messages;
  }
}
