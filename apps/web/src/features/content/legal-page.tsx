import type { Locale } from '@tendero/contracts';
import { formatDate } from '@tendero/i18n';
import { getTranslations } from 'next-intl/server';
import { CookieChoiceSummary } from '@/features/cookies';
import { loadLegal } from './markdown';

/** Terms or privacy policy from Markdown, with their dates; the privacy page can carry cookie settings. */
export async function LegalPage({
  locale,
  name,
  withCookieSettings = false,
}: {
  locale: Locale;
  name: 'terms' | 'privacy';
  withCookieSettings?: boolean;
}) {
  const doc = loadLegal(locale, name);
  const t = await getTranslations({ locale, namespace: 'common.dates' });
  return (
    <article className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
      <header className="mb-8 border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{doc.title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          {t('effective', { date: formatDate(doc.effective) })}
          {doc.updated ? ` · ${t('updated', { date: formatDate(doc.updated) })}` : null}
        </p>
      </header>
      {withCookieSettings ? <CookieChoiceSummary /> : null}
      {/* Our own Markdown, rendered at build of the page; no user input reaches it. */}
      <div className="prose-tendero" dangerouslySetInnerHTML={{ __html: doc.html }} />
    </article>
  );
}
