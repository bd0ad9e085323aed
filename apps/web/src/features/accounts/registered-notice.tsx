import { type Locale, withLocale } from '@tendero/contracts';
import { buttonClass } from '@tendero/ui';
import { getTranslations } from 'next-intl/server';

/** After sign-up: what happens next, for a client or for a company. */
export async function RegisteredNotice({ locale, kind }: { locale: Locale; kind: 'client' | 'company' }) {
  const t = await getTranslations({ locale, namespace: 'accounts.registered' });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-4 text-slate-700">{t(kind)}</p>
      <p className="mt-3 text-sm text-slate-600">{t('noMail')}</p>
      <a href={withLocale(locale, '/login')} className={buttonClass('primary', 'md', 'mt-6')}>
        {t('toSignIn')}
      </a>
    </div>
  );
}
