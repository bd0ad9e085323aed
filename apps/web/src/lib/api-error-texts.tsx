'use client';

import type { ErrorCode } from '@tendero/contracts';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { setApiErrorCodeText } from './api-error-code-text';

/**
 * Gives the API client the page's translations of the error codes, for answers that arrive without the
 * API's envelope (a proxy's 429): the toast then says "Too many requests…" in the page's language.
 */
export function ApiErrorTexts() {
  const t = useTranslations('errors.codes');
  useEffect(() => {
    setApiErrorCodeText((code: ErrorCode) => t(code));
    return () => setApiErrorCodeText(null);
  }, [t]);
  return null;
}
