'use client';

import type { MessageKey } from '@tendero/i18n';
import { useTranslations } from 'next-intl';

const keyPattern = /^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/;

/**
 * The text of a key that arrives as data (a contract's zod message, an import problem's `messageKey`): the
 * one place a string is taken for a `MessageKey`. The typecheck cannot see such a key; a missing one shows
 * as the key (next-intl's fallback) and is reported by next-intl's `onError`.
 */
export function useKeyText(): (key: string) => string {
  const t = useTranslations();
  return (key) => t(key as MessageKey);
}

/**
 * A form field's error: contract messages are i18n keys (client-side zod), server field errors arrive
 * already translated. Both show as text.
 */
export function useFieldMessage(): (text: string | undefined) => string | undefined {
  const keyText = useKeyText();
  return (text) => {
    if (!text) return undefined;
    return keyPattern.test(text) ? keyText(text) : text;
  };
}
