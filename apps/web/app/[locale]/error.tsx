'use client';

import { buttonClass } from '@tendero/ui';
import { useLocale, useTranslations } from 'next-intl';

/**
 * Any other failure: 'Internal Server Error' with the message. In production Next.js replaces server
 * error messages with a generic one and a digest, so users never see stack traces.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  const locale = useLocale();
  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center px-4">
      <title>{t('serverErrorTitle')}</title>
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-semibold text-slate-900">{t('serverErrorTitle')}</h1>
        <p className="mt-3 text-slate-700">{error.message || t('serverErrorBody')}</p>
        {error.digest ? <p className="mt-2 text-xs text-slate-500">#{error.digest}</p> : null}
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" onClick={reset} className={buttonClass('primary')}>
            {t('tryAgain')}
          </button>
          <a href={`/${locale}`} className={buttonClass('secondary')}>
            Tendero
          </a>
        </div>
      </div>
    </main>
  );
}
