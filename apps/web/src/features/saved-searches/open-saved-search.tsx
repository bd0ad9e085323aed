'use client';

import { savedSearchesEndpoints, withLocale } from '@tendero/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';

/** The e-mail's link to a saved search: marks it seen, then shows its results (its address replaced). */
export function OpenSavedSearch({ id, path }: { id: string; path: string }) {
  const t = useTranslations('savedSearches.page');
  const locale = useLocale();
  useEffect(() => {
    apiRequest(savedSearchesEndpoints.open, { params: { savedSearchId: id }, locale })
      .catch(() => undefined)
      .finally(() => window.location.replace(withLocale(locale, path)));
  }, [id, path, locale]);
  return <p className="mx-auto max-w-3xl px-4 py-10 text-slate-700">{t('open')}…</p>;
}
