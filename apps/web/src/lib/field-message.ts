'use client';

import { useTranslations } from 'next-intl';

const keyPattern = /^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/;

/**
 * A form field's error: contract messages are i18n keys (client-side zod), server field errors arrive
 * already translated. Both show as text.
 */
export function useFieldMessage(): (text: string | undefined) => string | undefined {
  const t = useTranslations();
  return (text) => {
    if (!text) return undefined;
    return keyPattern.test(text) ? t(text as never) : text;
  };
}
